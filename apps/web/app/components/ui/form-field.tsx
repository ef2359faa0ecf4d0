import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Labelled form controls with their error beside them, tied by aria-describedby so screen readers read both: an input, a
 * textarea and a select. They work with react-hook-form's register(): pass its props through, ref included (a plain
 * prop since React 19).
 */
type FieldProps = { label: string; error?: string | undefined; hint?: ReactNode };

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The label above a control, and its hint and error below it. */
function Field({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className="form-field__input form-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & FieldProps & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className="form-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

/**
 * Key presses limited to digits for phone numbers and codes: 0-9, and the Arabic-Indic ٠-٩ of an Arabic keyboard,
 * which the contract's fields read as 0-9. Editing keys and shortcuts still work.
 */
export function digitsOnlyKeyDown(event: React.KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!/^[0-9\u0660-\u0669\u06f0-\u06f9]$/.test(event.key)) event.preventDefault();
}

/** A six-digit code from an SMS or an e-mail: digits only, offered by the phone's one-time-code autofill. */
export function CodeField({
  label = 'Code',
  ...props
}: InputHTMLAttributes<HTMLInputElement> &
  Omit<FieldProps, 'label'> & { label?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onKeyDown={digitsOnlyKeyDown}
      {...props}
    />
  );
}
