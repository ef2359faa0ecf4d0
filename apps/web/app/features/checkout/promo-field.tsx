import { useEffect, useRef, useState } from 'react';
import { formatEGP } from '@shop/contract/money';
import type { CheckoutSummary } from '@shop/contract/orders';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { checkPromo } from './checkout-api.ts';
import { SLOT, withSlot } from './slot.tsx';

/**
 * The promo code (POST /orders/check_promo_v2 with the promo, the amount and the items): 200 and 201 apply it; 415 and any
 * other answer show the server's reason beside the field.
 */
export function PromoField({
  summary,
  methodId,
  cardBin,
  applied,
  onApply,
}: {
  summary: CheckoutSummary;
  methodId: number | null;
  /** The card's first digits, when given: a bank's card offer changes the amount a code is checked against. */
  cardBin: string;
  applied: string;
  onApply: (code: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const say = useFormMessage();
  const [text, setText] = useState(applied);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A code typed into the server's page before its script ran stays in the field.
    const typed = field.current?.value ?? '';
    if (typed) setText(typed);
  }, []);

  async function apply() {
    const code = text.trim();
    if (!code) {
      setError(t('checkout.enterPromo'));
      return;
    }
    setBusy(true);
    const lines = summary.lines.filter((l) => l.active);
    const result = await checkPromo({
      promo: code,
      // The amount the API asks for: the items' prices, discount_price when set. The server prices them itself.
      amount: lines.reduce((sum, l) => sum + (l.discount_price ?? l.price) * l.amount, 0),
      items: lines.map((l) => ({ id: l.id, amount: l.amount })),
      payment_method: methodId,
      card_bin: cardBin || null,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError('');
    onApply(result.body.data.promo);
  }

  if (applied && summary.promo) {
    return (
      <div className="promo promo--applied" role="status">
        <span>
          {withSlot(
            t('checkout.promoSaves', {
              code: SLOT,
              amount: isolate(formatEGP(summary.promo.discount, language), language),
            }),
            <strong>
              <bdi>{summary.promo.code}</bdi>
            </strong>,
          )}
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setText('');
            onApply('');
          }}
        >
          {t('checkout.removePromo')}
          <span className="visually-hidden">{t('checkout.removePromoHidden')}</span>
        </button>
      </div>
    );
  }

  return (
    <div className="promo">
      <label className="form-field__label" htmlFor="promo-code">
        {t('checkout.promoLabel')}
      </label>
      <div className="promo__row">
        <input
          ref={field}
          id="promo-code"
          className="form-field__input"
          value={text}
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void apply()}
        >
          {t('checkout.applyPromo')}
        </button>
      </div>
      {error || summary.promo_message ? (
        <p id="promo-code-error" className="form-field__error" role="alert">
          {say(error || summary.promo_message_ar || summary.promo_message || '')}
        </p>
      ) : null}
    </div>
  );
}
