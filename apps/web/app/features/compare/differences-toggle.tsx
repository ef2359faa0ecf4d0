import { Form, useSubmit } from 'react-router';
import { compareFormTarget, DIFF_PARAM } from './compare-links.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

/**
 * "Show only differences": a checkbox in a GET form (diff=1). Without JavaScript the Apply button submits it; once
 * hydrated, ticking submits at once and the button is hidden (see compare.css).
 */
export function DifferencesToggle({ slugs, diffOnly }: { slugs: string[]; diffOnly: boolean }) {
  const submit = useSubmit();
  const target = compareFormTarget(slugs);
  const t = useT();
  const local = useLocalPath();
  return (
    <Form method="get" action={local(target.action)} className="compare-diff" preventScrollReset replace>
      {target.with ? <input type="hidden" name="with" value={target.with} /> : null}
      <label className="compare-diff__label">
        {/* Uncontrolled, so the tick shows at once; the key resets it whenever the URL's choice changes. */}
        <input
          key={String(diffOnly)}
          className="compare-diff__checkbox"
          type="checkbox"
          name={DIFF_PARAM}
          value="1"
          defaultChecked={diffOnly}
          onChange={(event) => {
            void submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
          }}
        />
        {t('compare.onlyDifferences')}
      </label>
      <button type="submit" className="button button--secondary compare-diff__apply">
        {t('compare.apply')}
      </button>
    </Form>
  );
}
