import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  address as addressSchema,
  addressInput,
  addressList,
  citiesResult,
  type Address,
  type AddressInput,
  type Governorate,
} from '@shop/contract/account';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';

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
  const [governorates, setGovernorates] = useState<Governorate[]>([]);

  useEffect(() => {
    void requestApi(browserFetch, '/api/cities', citiesResult).then((result) => {
      if (result.ok) setGovernorates(result.body.data);
    });
  }, []);

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
              <p className="address-card__line">
                {[
                  a.street,
                  a.building && `Building ${a.building}`,
                  a.floor && `Floor ${a.floor}`,
                  a.apartment && `Apt ${a.apartment}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
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
          initial={
            editing.kind === 'edit'
              ? editing.address
              : {
                  name: defaultName,
                  phone: defaultPhone,
                  city_id: 0,
                  street: '',
                  building: '',
                  floor: '',
                  apartment: '',
                  landmark: '',
                }
          }
          governorateId={editing.kind === 'edit' ? editing.address.governorate_id : 0}
          onSave={save}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
    </>
  );
}

function AddressForm({
  governorates,
  initial,
  governorateId,
  onSave,
  onCancel,
}: {
  governorates: Governorate[];
  initial: AddressInput;
  governorateId: number;
  onSave: (fields: AddressInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [governorate, setGovernorate] = useState(governorateId);
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState, setValue } = useForm<AddressInput>({
    resolver: zodResolver(addressInput) as never,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const cities = governorates.find((g) => g.id === governorate)?.cities ?? [];

  const onSubmit = handleSubmit(async (fields) => setFailure((await onSave(fields)) ?? ''));

  return (
    <form className="address-form" onSubmit={onSubmit} noValidate aria-label="Address">
      <FormField
        label="Recipient name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label="Recipient phone"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        onKeyDown={digitsOnlyKeyDown}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="address-governorate">
          Governorate
        </label>
        <select
          id="address-governorate"
          className="form-select"
          value={governorate}
          onChange={(event) => {
            setGovernorate(Number(event.target.value));
            setValue('city_id', 0);
          }}
        >
          <option value={0}>Choose a governorate</option>
          {governorates.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name_en}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="address-city">
          City
        </label>
        <select
          id="address-city"
          className="form-select"
          aria-invalid={errors.city_id ? true : undefined}
          aria-describedby={errors.city_id ? 'address-city-error' : undefined}
          {...register('city_id', { valueAsNumber: true })}
        >
          <option value={0}>Choose a city</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name_en}
            </option>
          ))}
        </select>
        {errors.city_id ? (
          <p id="address-city-error" className="form-field__error">
            {errors.city_id.message}
          </p>
        ) : null}
      </div>
      <div className="address-form__wide">
        <FormField
          label="Street"
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <FormField label="Building" error={errors.building?.message} {...register('building')} />
      <FormField label="Floor" error={errors.floor?.message} {...register('floor')} />
      <FormField label="Apartment" error={errors.apartment?.message} {...register('apartment')} />
      <FormField label="Landmark" error={errors.landmark?.message} {...register('landmark')} />
      {failure ? (
        <p className="form-error address-form__wide" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="address-form__actions">
        <button className="button button--primary" type="submit" disabled={isSubmitting}>
          Save address
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
