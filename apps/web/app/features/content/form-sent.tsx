import { useEffect, useRef } from 'react';
import { CheckIcon } from './content-icons.tsx';

/** What a public form turns into once the API accepted it; focus moves here so screen readers hear it. */
export function FormSent({
  title,
  message,
  again,
  onAgain,
}: {
  title: string;
  message: string;
  again: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-sent" role="status" tabIndex={-1} ref={ref}>
      <span className="form-sent__icon" aria-hidden="true">
        <CheckIcon size={22} />
      </span>
      <h2 className="form-sent__title">{title}</h2>
      <p className="form-sent__message">{message}</p>
      <button className="button button--secondary" type="button" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}
