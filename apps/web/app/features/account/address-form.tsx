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
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { useLanguage, useT, type Translate } from '#web/i18n/i18n.tsx';

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

/** The words before an address's building, floor and apartment numbers, in English. */
const LINE_WORDS = {
  'address.buildingLine': 'Building',
  'address.floorLine': 'Floor',
  'address.apartmentLine': 'Apt',
} as const;

/**
 * An address's street line: street, building, floor and apartment, as far as they are given; in the page's words
 * when its translate function is given, in English otherwise.
 */
export function streetLine(
  a: Pick<Address, 'street' | 'building' | 'floor' | 'apartment'>,
  t?: Translate,
): string {
  const part = (key: keyof typeof LINE_WORDS, value: string) =>
    t ? t(key, { value }) : `${LINE_WORDS[key]} ${value}`;
  return [
    a.street,
    a.building && part('address.buildingLine', a.building),
    a.floor && part('address.floorLine', a.floor),
    a.apartment && part('address.apartmentLine', a.apartment),
  ]
    .filter(Boolean)
    .join(t ? t('address.separator') : ', ');
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
  const t = useT();
  const language = useLanguage();
  const say = useFormMessage();
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
    <form className="address-form" onSubmit={onSubmit} noValidate aria-label={t('address.formLabel')}>
      <FormField
        label={t('address.recipientName')}
        autoComplete="name"
        error={say(errors.name?.message)}
        defaultValue={initial.name}
        {...register('name')}
      />
      <FormField
        label={t('address.recipientPhone')}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        onKeyDown={digitsOnlyKeyDown}
        error={say(errors.phone?.message)}
        defaultValue={initial.phone}
        {...register('phone')}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="address-governorate">
          {t('address.governorate')}
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
          <option value={0}>{t('address.chooseGovernorate')}</option>
          {governorates.map((g) => (
            <option key={g.id} value={g.id}>
              {language === 'ar' ? g.name_ar || g.name_en : g.name_en}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="address-city">
          {t('address.city')}
        </label>
        <select
          id="address-city"
          className="form-select"
          aria-invalid={errors.city_id ? true : undefined}
          aria-describedby={errors.city_id ? 'address-city-error' : undefined}
          {...register('city_id', { valueAsNumber: true })}
        >
          <option value={0}>{t('address.chooseCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {language === 'ar' ? c.name_ar || c.name_en : c.name_en}
            </option>
          ))}
        </select>
        {errors.city_id ? (
          <p id="address-city-error" className="form-field__error">
            {say(errors.city_id.message)}
          </p>
        ) : null}
      </div>
      <div className="address-form__wide">
        <FormField
          label={t('address.street')}
          autoComplete="address-line1"
          error={say(errors.street?.message)}
          defaultValue={initial.street}
          {...register('street')}
        />
      </div>
      <FormField
        label={t('address.building')}
        error={say(errors.building?.message)}
        defaultValue={initial.building}
        {...register('building')}
      />
      <FormField
        label={t('address.floor')}
        error={say(errors.floor?.message)}
        defaultValue={initial.floor}
        {...register('floor')}
      />
      <FormField
        label={t('address.apartment')}
        error={say(errors.apartment?.message)}
        defaultValue={initial.apartment}
        {...register('apartment')}
      />
      <FormField
        label={t('address.landmark')}
        error={say(errors.landmark?.message)}
        defaultValue={initial.landmark}
        {...register('landmark')}
      />
      <FormMessage message={say(failure)} className="address-form__wide" />
      <div className="address-form__actions">
        <SubmitButton busy={isSubmitting}>{t('address.save')}</SubmitButton>
        <button className="button button--secondary" type="button" onClick={onCancel}>
          {t('address.cancel')}
        </button>
      </div>
    </form>
  );
}
