import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { HONEYPOT_FIELD } from '@shop/contract/honeypot';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { useT } from '#web/i18n/i18n.tsx';
import { NEWSLETTER_ANCHOR, type NewsletterNotice } from './newsletter-notice.ts';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * E-mail sign-up. Sent only when non-empty; the browser checks the address format
 * because the field is of e-mail type. A refusal shows the API's own message beside the field.
 * Before the page's JavaScript runs it is a plain form post to /newsletter, which sends the shopper back here with
 * `notice`, how it went.
 */
export function NewsletterForm({ notice = null }: { notice?: NewsletterNotice | null }) {
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const location = useLocation();
  const t = useT();
  const [status, setStatus] = useState<Status>(notice ?? { kind: 'idle' });

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
      // The address a post was refused for is the field's default: reset must not bring it back.
      const field = form.elements.namedItem('email');
      if (field instanceof HTMLInputElement) field.value = '';
      setStatus({ kind: 'done' });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  }

  const message =
    status.kind === 'done' ? t('newsletter.thanks') : status.kind === 'error' ? status.message : '';

  return (
    <form
      id={NEWSLETTER_ANCHOR}
      className="newsletter"
      method="post"
      action="/newsletter"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <h2 className="newsletter__title">{t('newsletter.title')}</h2>
      <p className="newsletter__lead">{t('newsletter.lead')}</p>
      <label className="newsletter__label" htmlFor={inputId}>
        {t('newsletter.email')}
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
          defaultValue={notice?.kind === 'error' ? notice.email : undefined}
          aria-describedby={messageId}
          aria-invalid={status.kind === 'error' || undefined}
        />
        <button className="button button--primary" type="submit" disabled={status.kind === 'sending'}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p id={messageId} className={`newsletter__message newsletter__message--${status.kind}`} role="status">
        {message}
      </p>
    </form>
  );
}
