/**
 * What a form says as a whole, under its fields: a refusal is an alert, read out at once; a success is a status
 * message. Nothing is rendered while there is nothing to say.
 */
export function FormMessage({
  message,
  tone = 'error',
  className,
}: {
  message: string | undefined;
  tone?: 'error' | 'success';
  /** Layout classes of the form it sits in, beside the message's own. */
  className?: string;
}) {
  if (!message) return null;
  const own = tone === 'error' ? 'form-error' : 'form-success';
  return (
    <p className={className ? `${own} ${className}` : own} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
