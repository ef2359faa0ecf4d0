import { useState } from 'react';
import type { CheckoutSummary } from '@shop/contract/orders';
import { bidiSafe } from '#web/features/catalog/offer-name.ts';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';

/** A card offer as the summary describes it. */
export type CardOffer = NonNullable<CheckoutSummary['card_offer']>;

/** The first 6 to 8 digits of a card as typed (spaces and dashes ignored), or null when they are not that. */
export function cardBinOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6,8}$/.test(digits) ? digits : null;
}

/**
 * A bank's card offer (Save 10% with CIB cards) is earned only with a card of that bank. The customer gives the
 * card's first digits; the server prices the order with them, so the total shown before paying is the total charged,
 * and the payment page then takes only a card the offer covers. The server's message says whether the card earns it.
 */
export function CardOfferField({
  offer,
  cardBin,
  onCheck,
}: {
  offer: CardOffer;
  cardBin: string;
  onCheck: (cardBin: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState(cardBin);
  const [error, setError] = useState<'' | 'checkout.cardBinError'>('');

  function check() {
    const bin = cardBinOf(text);
    if (!bin) {
      setError('checkout.cardBinError');
      return;
    }
    setError('');
    onCheck(bin);
  }

  return (
    <div className="plan-list">
      <label className="plan-list__legend" htmlFor="card-bin">
        {t('checkout.cardBinLabel', {
          offer: bidiSafe(language === 'ar' ? offer.name_ar : offer.name_en, language),
        })}
      </label>
      <div className="promo__row">
        <input
          id="card-bin"
          className="form-field__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby="card-bin-status"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              check();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={check}>
          {t('checkout.checkCard')}
        </button>
      </div>
      {error ? (
        <p id="card-bin-status" className="form-field__error" role="alert">
          {t(error)}
        </p>
      ) : (
        <p id="card-bin-status" className={offer.applies ? 'choice__offer' : 'choice__text'} role="status">
          {offer.message}
        </p>
      )}
    </div>
  );
}
