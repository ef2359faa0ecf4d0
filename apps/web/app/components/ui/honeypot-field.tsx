import type { InputHTMLAttributes, Ref } from 'react';
import { HONEYPOT_FIELD } from '@shop/contract/honeypot';

/**
 * The honeypot of a public form: off-screen, out of the tab order and hidden from assistive technology, so only bots
 * fill it in. Pass react-hook-form's register(HONEYPOT_FIELD) props, or nothing for an uncontrolled form.
 */
export function HoneypotField({
  id = `hp-${HONEYPOT_FIELD}`,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  // Pass an id when one page holds several public forms, so the ids stay unique.
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
