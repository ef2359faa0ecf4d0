import { useState } from 'react';
import {
  address as addressSchema,
  addressList,
  type Address,
  type AddressInput,
} from '@shop/contract/account';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { AddressForm, newAddress, streetLine, useGovernorates } from './address-form.tsx';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** The address book: the primary address first, add, change, make primary and remove (404 for anyone else's). */
export function AddressBook({
  initial,
  defaultName,
  defaultPhone,
}: {
  initial: Address[];
  defaultName: string;
  defaultPhone: string;
}) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const governorates = useGovernorates();

  async function act(path: string, success: string) {
    const result = await requestApi(browserFetch, path, addressList, { method: 'POST', body: '{}' });
    if (!result.ok) return showSnackbar(result.message);
    setAddresses(result.body.data);
    showToast(success);
  }

  async function save(fields: AddressInput) {
    const isEdit = editing.kind === 'edit';
    const result = await requestApi(
      browserFetch,
      isEdit ? `/api/customer/profile/addresses/${editing.address.id}/` : '/api/customer/profile/addresses',
      addressSchema,
      { method: isEdit ? 'PUT' : 'POST', body: JSON.stringify(fields) },
    );
    if (!result.ok) return result.message;
    const list = await requestApi(browserFetch, '/api/customer/profile/addresses', addressList);
    if (list.ok) setAddresses(list.body.data);
    setEditing({ kind: 'none' });
    showToast(result.body.message_en);
    return null;
  }

  return (
    <>
      {addresses.length === 0 ? (
        <p className="address-book__empty">You have no saved addresses yet.</p>
      ) : (
        <ul className="addresses" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className={`address-card${a.is_primary ? ' address-card--primary' : ''}`}>
              {a.is_primary ? <span className="address-card__tag">Primary</span> : null}
              <p className="address-card__name">{a.name}</p>
              <p className="address-card__line">{streetLine(a)}</p>
              <p className="address-card__line">
                {a.city_en}, {a.governorate_en}
              </p>
              {a.landmark ? <p className="address-card__line">{a.landmark}</p> : null}
              <p className="address-card__line">{a.phone}</p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setEditing({ kind: 'edit', address: a })}
                >
                  Edit<span className="visually-hidden"> {a.street}</span>
                </button>
                {a.is_primary ? null : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      void act(
                        `/api/customer/profile/addresses/primary/${a.id}`,
                        'The primary address was changed.',
                      )
                    }
                  >
                    Make primary<span className="visually-hidden"> {a.street}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    void act(`/api/customer/profile/addresses/remove/${a.id}`, 'Deleted successfully')
                  }
                >
                  Remove<span className="visually-hidden"> {a.street}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing.kind === 'none' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setEditing({ kind: 'new' })}
        >
          Add an address
        </button>
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          governorates={governorates}
          initial={editing.kind === 'edit' ? editing.address : newAddress(defaultName, defaultPhone)}
          governorateId={editing.kind === 'edit' ? editing.address.governorate_id : 0}
          onSave={save}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
    </>
  );
}
