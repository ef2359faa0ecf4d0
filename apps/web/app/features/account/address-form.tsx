import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  addressInput,
  citiesResult,
  type Address,
  type AddressInput,
  type Governorate,
} from '@shop/contract/account';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';

/**
 * Egypt's governorates with their cities (GET /api/cities), for the address form: the ones the page was rendered
 * with, else fetched once the page runs.
 */
export function useGovernorates(served: Governorate[] = []): Governorate[] {
  const [governorates, setGovernorates] = useState(served);
  const given = served.length > 0;
  useEffect(() => {
    if (given) return;
    void requestApi(browserFetch, '/api/cities', citiesResult).then((result) => {
      if (result.ok) setGovernorates(result.body.data);
    });
  }, [given]);
  return governorates;
}

/** An address's street line: street, building, floor and apartment, as far as they are given. */
export function streetLine(a: Pick<Address, 'street' | 'building' | 'floor' | 'apartment'>): string {
  return [
    a.street,
    a.building && `Building ${a.building}`,
    a.floor && `Floor ${a.floor}`,
    a.apartment && `Apt ${a.apartment}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** An empty address for a new one, addressed to the customer. */
export function newAddress(name: string, phone: string): AddressInput {
  return { name, phone, city_id: 0, street: '', building: '', floor: '', apartment: '', landmark: '' };
}

/** The address form of the address book and checkout: governorate, then its cities; the contract's messages. */
export function AddressForm({
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
    // The inputs carry the same values in their markup too (defaultValue below), so the server's form shows them;
    // what is typed there before the script runs is kept, since react-hook-form leaves an edited field as it is.
    defaultValues: initial,
  });
  const governorateField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // A governorate picked in the server's form before its script ran stays picked, and its cities are offered.
    const picked = Number(governorateField.current?.value ?? governorateId);
    if (picked !== governorateId) setGovernorate(picked);
  }, [governorateId]);
  const { errors, isSubmitting } = formState;
  const cities = governorates.find((g) => g.id === governorate)?.cities ?? [];

  const onSubmit = handleSubmit(async (fields) => setFailure((await onSave(fields)) ?? ''));

  return (
    <form className="address-form" onSubmit={onSubmit} noValidate aria-label="Address">
      <FormField
        label="Recipient name"
        autoComplete="name"
        error={errors.name?.message}
        defaultValue={initial.name}
        {...register('name')}
      />
      <FormField
        label="Recipient phone"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        onKeyDown={digitsOnlyKeyDown}
        error={errors.phone?.message}
        defaultValue={initial.phone}
        {...register('phone')}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="address-governorate">
          Governorate
        </label>
        <select
          ref={governorateField}
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
          defaultValue={initial.street}
          {...register('street')}
        />
      </div>
      <FormField
        label="Building"
        error={errors.building?.message}
        defaultValue={initial.building}
        {...register('building')}
      />
      <FormField
        label="Floor"
        error={errors.floor?.message}
        defaultValue={initial.floor}
        {...register('floor')}
      />
      <FormField
        label="Apartment"
        error={errors.apartment?.message}
        defaultValue={initial.apartment}
        {...register('apartment')}
      />
      <FormField
        label="Landmark"
        error={errors.landmark?.message}
        defaultValue={initial.landmark}
        {...register('landmark')}
      />
      <FormMessage message={failure} className="address-form__wide" />
      <div className="address-form__actions">
        <SubmitButton busy={isSubmitting}>Save address</SubmitButton>
        <button className="button button--secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
