import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled checkbox with its error beside it (aria-describedby), for the back office's switches. */
export function CheckField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="form-field admin-check">
      <label className="admin-check__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of checkboxes under one legend (categories, brands), its error beside the legend's group. */
export function CheckGroup({
  legend,
  name,
  options,
  checked,
  error,
  disabled,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  checked: ReadonlySet<number>;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="admin-check-group"
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className="admin-check-group__options">
        {options.map((option) => (
          <label key={option.id} className="admin-check__label">
            <input type="checkbox" name={name} value={option.id} defaultChecked={checked.has(option.id)} />
            {option.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A note for members whose role reads but does not change the page. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <p className="admin-note admin-readonly">{children}</p>;
}

/** "2026-12-01 09:00 UTC", or the word for none. */
export function utcTime(iso: string | null, none = '—'): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : none;
}

/** What a datetime-local field shows for a stored ISO time (read as UTC). */
export function localInput(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 16) : '';
}
