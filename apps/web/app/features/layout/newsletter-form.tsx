import { useId, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '@shop/contract/honeypot';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { messages } from '@shop/contract/errors';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * E-mail sign-up. Sent only when non-empty; the browser checks the address format
 * because the field is of e-mail type. A refusal shows the API's own message beside the field.
 */
export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get('email') ?? '').trim();
    const trap = String(fields.get(HONEYPOT_FIELD) ?? '');
    if (!email) return;
    setStatus({ kind: 'sending' });
    // Loaded on demand: the envelope parser (zod) stays out of the JavaScript every page downloads.
    const { browserFetch, requestApi, anyData } = await import('#web/lib/api-client.ts');
    const result = await requestApi(browserFetch, '/api/customer/newsletter', anyData, {
      method: 'POST',
      // The API's payload is the e-mail only; the hidden field goes along only when a bot filled it.
      body: JSON.stringify(trap ? { email, [HONEYPOT_FIELD]: trap } : { email }),
    });
    if (result.ok) {
      form.reset();
      setStatus({ kind: 'done' });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  }

  const message =
    status.kind === 'done' ? messages.thankYouSubscribing : status.kind === 'error' ? status.message : '';

  return (
    <form className="newsletter" onSubmit={onSubmit}>
      <h2 className="newsletter__title">Stay in the loop</h2>
      <p className="newsletter__lead">New arrivals, offers and launch dates, straight to your inbox.</p>
      <label className="newsletter__label" htmlFor={inputId}>
        Email address
      </label>
      <HoneypotField id="newsletter-website" />
      <div className="newsletter__row">
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={messageId}
          aria-invalid={status.kind === 'error' || undefined}
        />
        <button className="button button--primary" type="submit" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
      </div>
      <p id={messageId} className={`newsletter__message newsletter__message--${status.kind}`} role="status">
        {message}
      </p>
    </form>
  );
}
