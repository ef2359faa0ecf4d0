import { useId, useState, type FormEvent } from 'react';
import { useSession } from '#web/features/session/session.ts';

/**
 * "Notify me when available": the API keeps one request per product and address and writes when stock returns. A
 * product announced as available soon offers it too (`soon`), worded for a product that has not come yet.
 */
export function NotifyForm({ productId, soon = false }: { productId: number; soon?: boolean }) {
  // A signed-in customer finds their account's address already filled in (and may change it).
  const accountEmail = useSession().user?.email || '';
  const inputId = useId();
  const messageId = useId();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; message: string }>({
    kind: 'idle',
    message: '',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setState({ kind: 'error', message: 'Please enter your e-mail address.' });
      return;
    }
    setState({ kind: 'busy', message: '' });
    // Only a sold-out product's page shows this form, and only a submit needs the API client and its schema.
    const [{ browserFetch, requestApi }, { notifyResult }] = await Promise.all([
      import('#web/lib/api-client.ts'),
      import('@shop/contract/catalog'),
    ]);
    const result = await requestApi(
      browserFetch,
      `/api/customer/products/notify/${productId}`,
      notifyResult,
      {
        method: 'POST',
        body: JSON.stringify({ email }),
      },
    );
    setState(
      result.ok
        ? { kind: 'done', message: result.body.message_en }
        : { kind: 'error', message: result.message },
    );
  }

  return (
    <form className="notify-form" onSubmit={onSubmit} noValidate>
      <p className="notify-form__title">Notify me when available</p>
      <p className="notify-form__lead">
        {soon
          ? 'Leave your e-mail and we will write once as soon as it comes in.'
          : 'Leave your e-mail and we will write once as soon as it is back in stock.'}
      </p>
      <div className="notify-form__row">
        <label className="visually-hidden" htmlFor={inputId}>
          E-mail
        </label>
        <input
          // Known only after hydration: a new key puts the account's address into the field once it is.
          key={accountEmail}
          defaultValue={accountEmail}
          id={inputId}
          className="notify-form__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={state.message ? messageId : undefined}
          aria-invalid={state.kind === 'error' || undefined}
          required
        />
        <button className="button button--primary" type="submit" disabled={state.kind === 'busy'}>
          Notify me
        </button>
      </div>
      <p
        id={messageId}
        className={`notify-form__message notify-form__message--${state.kind}`}
        role={state.kind === 'error' ? 'alert' : 'status'}
      >
        {state.message}
      </p>
    </form>
  );
}
