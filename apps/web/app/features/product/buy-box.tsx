import { useId, useState } from 'react';
import { setCartAmount } from '#web/features/cart/cart-actions.ts';
import { amountInCart } from '#web/features/cart/cart-count.ts';

/**
 * Quantity and Add to cart for the chosen variant. The cart line is the variant (ADR 0007); the amount already in the
 * cart counts against the limit, so stock and max per order hold however often the button is pressed. The page keys
 * it by variant, so a new choice starts from a quantity of 1.
 */
export function BuyBox({
  variantId,
  max,
  canBuy,
  reason,
}: {
  variantId: number | null;
  max: number;
  canBuy: boolean;
  reason: string;
}) {
  const quantityId = useId();
  const reasonId = useId();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState('');

  const disabled = !canBuy || variantId === null || max < 1;

  async function add() {
    if (disabled || variantId === null) return;
    const inCart = amountInCart(variantId) ?? 0;
    const amount = Math.min(inCart + quantity, max);
    if (amount <= inCart) {
      setMessage(`You already have the most we can sell per order (${max}) in your cart.`);
      return;
    }
    if (!(await setCartAmount(variantId, amount))) return;
    setMessage(amount - inCart === 1 ? 'Added to cart' : `Added ${amount - inCart} to cart`);
  }

  const step = (delta: number) => setQuantity((q) => Math.min(Math.max(1, q + delta), Math.max(1, max)));

  return (
    <div className="buy-box">
      <div className="buy-box__row">
        <div className="stepper" role="group" aria-label="Quantity">
          <button
            type="button"
            className="stepper__button"
            aria-label="Decrease quantity"
            disabled={disabled || quantity <= 1}
            onClick={() => step(-1)}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor={quantityId}>
            Quantity
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
            aria-label="Increase quantity"
            disabled={disabled || quantity >= max}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="button button--primary buy-box__add"
          disabled={disabled}
          aria-describedby={disabled ? reasonId : undefined}
          onClick={add}
        >
          Add to cart
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
    </div>
  );
}
