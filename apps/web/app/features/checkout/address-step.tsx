import { useState } from 'react';
import {
  address as addressSchema,
  type Address,
  type AddressInput,
  type Governorate,
} from '@shop/contract/account';
import { formatEGP } from '@shop/contract/money';
import type { DeliveryFees } from '@shop/contract/orders';
import { showToast } from '#web/components/ui/toast.tsx';
import { AddressForm, newAddress, streetLine, useGovernorates } from '#web/features/account/address-form.tsx';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { useEarlyChoice } from '#web/lib/early-choice.ts';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';
import { placeLine, placeName } from '#web/i18n/place-names.ts';

/** The address radio group's name. */
const DELIVER_TO = 'address';

/**
 * Checkout's first step: one of the customer's addresses, or a new one saved to the address book on the way. The
 * delivery fee to the chosen address comes from POST /orders/delivery_fees.
 */
export function AddressStep({
  addresses,
  chosen,
  delivery,
  defaultName,
  defaultPhone,
  governorates: served,
  onChoose,
  onAdded,
}: {
  addresses: Address[];
  chosen: number | null;
  delivery: DeliveryFees | null;
  defaultName: string;
  defaultPhone: string;
  /** Governorates the server loaded with the page (for a form open at once), or [] to fetch them here. */
  governorates: Governorate[];
  onChoose: (id: number) => void;
  onAdded: (added: Address) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const governorates = useGovernorates(served);
  const [adding, setAdding] = useState(addresses.length === 0);
  useEarlyChoice(DELIVER_TO, chosen === null ? null : String(chosen), (value) => {
    const address = addresses.find((a) => String(a.id) === value);
    if (address) onChoose(address.id);
  });

  async function save(fields: AddressInput): Promise<string | null> {
    const result = await requestApi(browserFetch, '/api/customer/profile/addresses', addressSchema, {
      method: 'POST',
      body: JSON.stringify(fields),
    });
    if (!result.ok) return result.message;
    setAdding(false);
    // The API's words in the page's language, or the same news in the shop's own Arabic.
    showToast(language === 'ar' ? (result.body.message_ar ?? t('address.added')) : result.body.message_en);
    onAdded(result.body.data);
    return null;
  }

  return (
    <section className="checkout-step" aria-labelledby="step-address">
      <h2 id="step-address" className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          1
        </span>
        {t('checkout.addressTitle')}
      </h2>
      {addresses.length > 0 ? (
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('checkout.deliverTo')}</legend>
          {addresses.map((a) => (
            <label key={a.id} className={`choice${chosen === a.id ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name={DELIVER_TO}
                value={a.id}
                checked={chosen === a.id}
                onChange={() => onChoose(a.id)}
              />
              <span className="choice__body">
                <span className="choice__title">
                  {a.name}
                  {a.is_primary ? <span className="choice__tag">{t('address.primary')}</span> : null}
                </span>
                <span className="choice__text">{streetLine(a, t)}</span>
                <span className="choice__text">
                  <bdi>{placeLine(a, language)}</bdi> · <bdi>{a.phone}</bdi>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {adding ? (
        <AddressForm
          governorates={governorates}
          initial={newAddress(defaultName, defaultPhone)}
          governorateId={0}
          onSave={save}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
          {t('checkout.addAddress')}
        </button>
      )}
      {delivery ? (
        <p className="checkout-step__note" role="status">
          {t('checkout.deliveryTo', {
            city: isolate(placeName(language, delivery.city_en, delivery.city_ar), language),
            governorate: isolate(
              placeName(language, delivery.governorate_en, delivery.governorate_ar),
              language,
            ),
          })}{' '}
          <strong>
            {delivery.fee === 0 ? t('checkout.free') : <bdi>{formatEGP(delivery.fee, language)}</bdi>}
          </strong>
        </p>
      ) : null}
    </section>
  );
}
