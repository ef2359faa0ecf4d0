import { useNavigate } from 'react-router';
import { VARIANT_PARAM, type OptionPicker } from './variant-selection.ts';

/**
 * The colour, size and mac model pickers: real radio groups in a GET form, so they work before JavaScript (the
 * Apply button submits the option ids) and, once it runs, each change moves to ?variant=ID without a page load.
 */
export function VariantPicker({ pickers, path }: { pickers: readonly OptionPicker[]; path: string }) {
  const navigate = useNavigate();
  if (pickers.length === 0) return null;

  function choose(variantId: number | null) {
    if (variantId === null) return;
    void navigate(`${path}${VARIANT_PARAM}=${variantId}`, { replace: true, preventScrollReset: true });
  }

  return (
    <form className="variant-picker" method="get">
      {pickers.map((picker) => (
        <fieldset key={picker.kind} className="variant-picker__group">
          <legend className="variant-picker__legend">
            {picker.label}
            {picker.selectedName ? (
              <span className="variant-picker__chosen">: {picker.selectedName}</span>
            ) : null}
          </legend>
          <div
            className={`variant-picker__choices${picker.kind === 'Color' ? ' variant-picker__choices--swatches' : ''}`}
            role="radiogroup"
            aria-label={picker.label}
          >
            {picker.choices.map((choice) => {
              const note = !choice.available ? ' (not available)' : !choice.inStock ? ' (sold out)' : '';
              return (
                <label
                  key={choice.id}
                  className={[
                    'variant-choice',
                    picker.kind === 'Color' ? 'variant-choice--swatch' : 'variant-choice--chip',
                    choice.inStock ? '' : 'variant-choice--soldout',
                  ].join(' ')}
                  title={`${choice.name}${note}`}
                >
                  <input
                    className="variant-choice__input"
                    type="radio"
                    name={picker.param}
                    value={choice.id}
                    checked={choice.selected}
                    disabled={!choice.available}
                    aria-label={`${choice.name}${note}`}
                    onChange={() => choose(choice.variantId)}
                  />
                  {picker.kind === 'Color' ? (
                    <span
                      className="variant-choice__swatch"
                      style={{ backgroundColor: choice.colorCode ?? undefined }}
                      aria-hidden="true"
                    />
                  ) : (
                    <span className="variant-choice__text" aria-hidden="true">
                      {choice.name}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <noscript>
        <button className="button button--secondary" type="submit">
          Apply
        </button>
      </noscript>
    </form>
  );
}
