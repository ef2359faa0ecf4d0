import { useNavigate } from 'react-router';
import { VARIANT_PARAM, type OptionKind, type OptionPicker } from './variant-selection.ts';
import { useT, type MessageKey } from '#web/i18n/i18n.tsx';

const OPTION_KEYS: Record<OptionKind, MessageKey> = {
  Color: 'variant.Color',
  size: 'variant.size',
  mac_model: 'variant.mac_model',
};

/**
 * The colour, size and mac model pickers: real radio groups in a GET form, so they work before JavaScript (the
 * Apply button submits the option ids) and, once it runs, each change moves to ?variant=ID without a page load.
 */
export function VariantPicker({ pickers, path }: { pickers: readonly OptionPicker[]; path: string }) {
  const navigate = useNavigate();
  const t = useT();
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
            {t(OPTION_KEYS[picker.kind])}
            {picker.selectedName ? (
              <span className="variant-picker__chosen">: {picker.selectedName}</span>
            ) : null}
          </legend>
          <div
            className={`variant-picker__choices${picker.kind === 'Color' ? ' variant-picker__choices--swatches' : ''}`}
            role="radiogroup"
            aria-label={t(OPTION_KEYS[picker.kind])}
          >
            {picker.choices.map((choice) => {
              const label = !choice.available
                ? t('variant.notAvailable', { name: choice.name })
                : !choice.inStock
                  ? t('variant.soldOut', { name: choice.name })
                  : choice.name;
              return (
                <label
                  key={choice.id}
                  className={[
                    'variant-choice',
                    picker.kind === 'Color' ? 'variant-choice--swatch' : 'variant-choice--chip',
                    choice.inStock ? '' : 'variant-choice--soldout',
                  ].join(' ')}
                  title={label}
                >
                  <input
                    className="variant-choice__input"
                    type="radio"
                    name={picker.param}
                    value={choice.id}
                    checked={choice.selected}
                    disabled={!choice.available}
                    aria-label={label}
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
          {t('listing.apply')}
        </button>
      </noscript>
    </form>
  );
}
