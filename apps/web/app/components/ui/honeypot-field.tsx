import type { InputHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';

/**
 * The honeypot of a public form: off-screen, out of the tab order and hidden from assistive technology, so only bots
 * fill it in. Pass react-hook-form's register(HONEYPOT_FIELD) props, or nothing for an uncontrolled form.
 */
export function HoneypotField(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...props}
      />
    </div>
  );
}
