import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Labelled form controls with their error beside them, tied by aria-describedby so screen readers read both: an input, a
 * textarea and a select. They work with react-hook-form's register(): pass its props through, ref included (React 18
 * hands a function component its ref only through forwardRef).
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

export const FormField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldProps>(
  function FormField({ label, error, hint, ...input }, ref) {
    const id = useId();
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <input
          id={id}
          className="form-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
          ref={ref}
        />
      </Field>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextAreaField({ label, error, hint, ...textarea }, ref) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className="form-field__input form-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
        ref={ref}
      />
    </Field>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & FieldProps
>(function SelectField({ label, error, hint, children, ...select }, ref) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className="form-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
        ref={ref}
      >
        {children}
      </select>
    </Field>
  );
});

/** Key presses limited to the digits 0-9 for phone numbers and codes; editing keys and shortcuts still work. */
export function digitsOnlyKeyDown(event: React.KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!/^[0-9]$/.test(event.key)) event.preventDefault();
}

/** A six-digit code from an SMS or an e-mail: digits only, offered by the phone's one-time-code autofill. */
export const CodeField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, 'label'> & { label?: string }
>(function CodeField({ label = 'Code', ...props }, ref) {
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onKeyDown={digitsOnlyKeyDown}
      {...props}
      ref={ref}
    />
  );
});
