import { useId, type ReactNode } from 'react';
import { Form } from 'react-router';
import { taxonomyKindLabel, type TaxonomyKind } from '@shop/contract/admin-taxonomy';

/**
 * The forms of the categories and brands pages, plain posts that work before the page's script: each row renames,
 * moves up or down, and turns its entry off or on; each "add" form names a new entry. Every form says which one it is
 * (`form`), so the answer puts a refusal beside the field it is about.
 */

/** What a post answers: a notice, or a refusal for one form's field or for the form as a whole. */
export interface TaxonomyOutcome {
  notice?: string;
  /** The form a refusal belongs to. */
  form?: string;
  fieldError?: string;
  failure?: string;
  /** What was typed, given back with a refusal. */
  value?: string;
}

interface Entry {
  id: number;
  name: string;
  /** Empty when it has none: Arabic pages show the English name. */
  name_ar: string;
  active: boolean;
}

function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** One entry: its name (a rename form for editors), its state, and its buttons. */
export function TaxonomyRow({
  kind,
  entry,
  csrf,
  editable,
  first,
  last,
  outcome,
  children,
}: {
  kind: TaxonomyKind;
  entry: Entry;
  csrf: string;
  editable: boolean;
  first: boolean;
  last: boolean;
  outcome: TaxonomyOutcome | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const formKey = `${kind}-${entry.id}`;
  const error = outcome?.form === formKey ? outcome.fieldError : undefined;
  const label = `${taxonomyKindLabel[kind]} ${entry.name}`;
  const base = { csrf, intent: 'update', kind, id: entry.id, form: formKey };
  return (
    <li className={`admin-tax-row${entry.active ? '' : ' admin-tax-row--off'}`}>
      <div className="admin-tax-row__line">
        {editable ? (
          // Remounted after each answer, so a refused name shows again and a saved one settles.
          <Form
            method="post"
            className="admin-tax-rename"
            key={`${entry.name}|${entry.name_ar}|${outcome?.notice ?? ''}`}
          >
            <Hidden values={base} />
            <label className="visually-hidden" htmlFor={`${id}-name`}>
              {`Name of ${label}`}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              className="form-field__input admin-tax-rename__input"
              defaultValue={error ? (outcome?.value ?? entry.name) : entry.name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label className="visually-hidden" htmlFor={`${id}-name-ar`}>
              {`Arabic name for ${label}`}
            </label>
            <input
              id={`${id}-name-ar`}
              name="name_ar"
              dir="rtl"
              lang="ar"
              placeholder="الاسم بالعربي"
              className="form-field__input admin-tax-rename__input"
              defaultValue={entry.name_ar}
            />
            <button
              className="button button--secondary admin-small-button"
              type="submit"
              aria-label={`Rename ${label}`}
            >
              Rename
            </button>
          </Form>
        ) : (
          <span className="admin-tax-row__name">
            {entry.name}
            {entry.name_ar ? (
              <>
                {' · '}
                <bdi lang="ar">{entry.name_ar}</bdi>
              </>
            ) : null}
          </span>
        )}
        <span className="admin-tax-row__state">{entry.active ? 'Shown' : 'Hidden'}</span>
        {editable ? (
          <div className="admin-tax-row__buttons">
            {(['up', 'down'] as const).map((move) => (
              <Form method="post" key={move}>
                <Hidden values={{ ...base, move }} />
                <button
                  className="button button--secondary admin-small-button"
                  type="submit"
                  aria-label={`Move ${label} ${move}`}
                  disabled={move === 'up' ? first : last}
                >
                  {move === 'up' ? '↑' : '↓'}
                </button>
              </Form>
            ))}
            <Form method="post">
              <Hidden values={{ ...base, active: entry.active ? '0' : '1' }} />
              <button
                className="button button--secondary admin-small-button"
                type="submit"
                aria-label={`${entry.active ? 'Hide' : 'Show'} ${label}`}
              >
                {entry.active ? 'Hide' : 'Show'}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
      {children}
    </li>
  );
}

/** A form adding one entry: its name, and what it belongs to. */
export function AddEntryForm({
  kind,
  formKey,
  legend,
  csrf,
  outcome,
  extra,
  children,
}: {
  kind: TaxonomyKind;
  formKey: string;
  legend: string;
  csrf: string;
  outcome: TaxonomyOutcome | undefined;
  extra?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const id = useId();
  const error = outcome?.form === formKey ? outcome.fieldError : undefined;
  return (
    <Form method="post" className="admin-tax-add" key={outcome?.notice ?? ''}>
      <Hidden values={{ csrf, intent: 'create', kind, form: formKey, ...extra }} />
      <div className="form-field admin-tax-add__field">
        <label className="form-field__label" htmlFor={`${id}-name`}>
          {legend}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          className="form-field__input"
          defaultValue={error ? outcome?.value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-field admin-tax-add__field">
        <label className="form-field__label" htmlFor={`${id}-name-ar`}>
          {`${legend} (Arabic)`}
        </label>
        <input id={`${id}-name-ar`} name="name_ar" dir="rtl" lang="ar" className="form-field__input" />
      </div>
      {children}
      <button className="button button--secondary admin-small-button admin-tax-add__button" type="submit">
        Add
      </button>
    </Form>
  );
}
