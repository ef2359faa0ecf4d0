import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '#web/i18n/i18n.tsx';
import { setCartAmount } from '#web/features/cart/cart-actions.ts';
import { amountInCart } from '#web/features/cart/cart-count.ts';
import { usePhoneWidth } from '#web/features/layout/phone-width.ts';

/** How long the bottom bar shows what its button did, in place of the chosen variant. */
const BAR_NOTE_MS = 4000;

/**
 * Quantity and Add to cart for the chosen variant. The cart line is the variant (ADR 0007); the amount already in the
 * cart counts against the limit, so stock and max per order hold however often the button is pressed. The page keys
 * it by variant, so a new choice starts from a quantity of 1.
 *
 * On a phone the button soon leaves the screen (or starts below it), so while it is out of view a bar at the bottom
 * repeats the price, the choice and the button. The bar is for the eye and the thumb: screen readers and the keyboard
 * have the buy box itself (the page's scroll padding keeps a focused control clear of the bar), so it is hidden from
 * them rather than offering every action twice.
 */
export function BuyBox({
  variantId,
  max,
  canBuy,
  availableSoon = false,
  reason,
  price,
  choice,
}: {
  variantId: number | null;
  max: number;
  canBuy: boolean;
  /** Announced as available soon: the shop takes no order for it yet, so there is no quantity and no add at all. */
  availableSoon?: boolean;
  reason: string;
  /** The chosen variant's price, as the page shows it. */
  price: string;
  /** The chosen variant in words ("Cosmic Orange, 256GB"), or the product's name when it has no options. */
  choice: string;
}) {
  const quantityId = useId();
  const reasonId = useId();
  const t = useT();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState('');
  const [barNote, setBarNote] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  const phone = usePhoneWidth();
  const [addInView, setAddInView] = useState(true);

  const disabled = availableSoon || !canBuy || variantId === null || max < 1;

  useEffect(() => {
    const button = addRef.current;
    if (!phone || disabled || !button) return;
    const observer = new IntersectionObserver(([entry]) => setAddInView(entry?.isIntersecting ?? true));
    observer.observe(button);
    return () => {
      observer.disconnect();
      setAddInView(true);
    };
  }, [phone, disabled]);

  useEffect(() => {
    if (!barNote) return;
    const timer = window.setTimeout(() => setBarNote(''), BAR_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [barNote]);

  async function add(): Promise<string> {
    if (disabled || variantId === null) return '';
    const inCart = amountInCart(variantId) ?? 0;
    const amount = Math.min(inCart + quantity, max);
    let text: string;
    if (amount <= inCart) {
      text = t('buy.atMost', { max });
    } else {
      if (!(await setCartAmount(variantId, amount))) return '';
      text = t('buy.added', { count: amount - inCart });
    }
    setMessage(text);
    return text;
  }

  const step = (delta: number) => setQuantity((q) => Math.min(Math.max(1, q + delta), Math.max(1, max)));

  if (availableSoon)
    return (
      <div className="buy-box">
        <p className="buy-box__soon">{t('buy.soon')}</p>
      </div>
    );

  return (
    <div className="buy-box">
      <div className="buy-box__row">
        <div className="stepper" role="group" aria-label={t('buy.quantity')}>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('buy.decrease')}
            disabled={disabled || quantity <= 1}
            onClick={() => step(-1)}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor={quantityId}>
            {t('buy.quantity')}
          </label>
          <input
            id={quantityId}
            className="stepper__value"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, max)}
            value={quantity}
            disabled={disabled}
            onChange={(event) => {
              const n = Number.parseInt(event.target.value, 10);
              if (Number.isInteger(n)) setQuantity(Math.min(Math.max(1, n), Math.max(1, max)));
            }}
          />
          <button
            type="button"
            className="stepper__button"
            aria-label={t('buy.increase')}
            disabled={disabled || quantity >= max}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        <button
          ref={addRef}
          type="button"
          className="button button--primary buy-box__add"
          disabled={disabled}
          aria-describedby={disabled ? reasonId : undefined}
          data-needs-js
          onClick={() => void add()}
        >
          {t('card.addToCart')}
        </button>
      </div>
      {disabled ? (
        <p id={reasonId} className="buy-box__reason">
          {reason}
        </p>
      ) : null}
      <p className="buy-box__message" role="status">
        {message}
      </p>
      {phone && !disabled && !addInView ? (
        <div className="buy-bar" aria-hidden="true">
          <div className="buy-bar__text">
            <p className="buy-bar__price">{price}</p>
            <p className={barNote ? 'buy-bar__choice buy-bar__choice--note' : 'buy-bar__choice'}>
              {barNote || (quantity > 1 ? `${choice} × ${quantity}` : choice)}
            </p>
          </div>
          <button
            type="button"
            className="button button--primary buy-bar__add"
            tabIndex={-1}
            onClick={() => void add().then(setBarNote)}
          >
            {t('card.addToCart')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
