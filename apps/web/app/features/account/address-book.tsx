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
import { messages } from '@shop/contract/errors';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';
import { AddressForm, newAddress, streetLine, useGovernorates } from './address-form.tsx';
import { placeLine } from '#web/i18n/place-names.ts';

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
  const t = useT();
  const language = useLanguage();
  const say = useFormMessage();
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
    // The API's words in the page's language, or the same news in the shop's own Arabic.
    const arabic = result.body.message_ar ?? t(isEdit ? 'address.savedNotice' : 'address.added');
    showToast(language === 'ar' ? arabic : result.body.message_en);
    return null;
  }

  return (
    <>
      {addresses.length === 0 ? (
        <p className="address-book__empty">{t('address.none')}</p>
      ) : (
        <ul className="addresses" aria-label={t('address.saved')}>
          {addresses.map((a) => (
            <li key={a.id} className={`address-card${a.is_primary ? ' address-card--primary' : ''}`}>
              {a.is_primary ? <span className="address-card__tag">{t('address.primary')}</span> : null}
              <p className="address-card__name">{a.name}</p>
              <p className="address-card__line">{streetLine(a, t)}</p>
              <p className="address-card__line">
                <bdi>{placeLine(a, language)}</bdi>
              </p>
              {a.landmark ? <p className="address-card__line">{a.landmark}</p> : null}
              <p className="address-card__line">
                <bdi>{a.phone}</bdi>
              </p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setEditing({ kind: 'edit', address: a })}
                >
                  {t('address.edit')}
                  <span className="visually-hidden"> {a.street}</span>
                </button>
                {a.is_primary ? null : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      void act(`/api/customer/profile/addresses/primary/${a.id}`, t('address.primaryChanged'))
                    }
                  >
                    {t('address.makePrimary')}
                    <span className="visually-hidden"> {a.street}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    void act(
                      `/api/customer/profile/addresses/remove/${a.id}`,
                      say(messages.deletedSuccessfully) ?? messages.deletedSuccessfully,
                    )
                  }
                >
                  {t('address.remove')}
                  <span className="visually-hidden"> {a.street}</span>
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
          {t('address.add')}
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
