import type { ReactNode } from 'react';

/** A form's primary button: disabled while the form is being sent, and then saying so if `busyLabel` is given. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <button className="button button--primary" type="submit" disabled={busy}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
