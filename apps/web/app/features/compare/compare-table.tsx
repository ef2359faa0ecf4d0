import type { CSSProperties } from 'react';
import { Form, Link } from 'react-router';
import type { ProductDetail } from '@shop/contract/catalog';
import { itemPath } from '@shop/contract/urls';
import { AVAILABLE_SOON_BADGE, cardView, PREORDER_BADGE } from '#web/features/catalog/card-view.ts';
import { compareFormTarget, DIFF_PARAM } from './compare-links.ts';
import { colourNames, LOW_STOCK, type CompareRow } from './compare-rows.ts';
import { messages } from '@shop/contract/errors';
import {
  isolate,
  useLanguage,
  useLocalPath,
  useT,
  type MessageKey,
  type Translate,
} from '#web/i18n/i18n.tsx';

interface CompareTableProps {
  products: ProductDetail[];
  rows: CompareRow[];
  /** "Show only differences" is on: the Remove forms keep it. */
  diffOnly: boolean;
}

/** Products in columns, one row per property; rows whose values differ are marked (and highlighted). */
export function CompareTable({ products, rows, diffOnly }: CompareTableProps) {
  const slugs = products.map((p) => p.slug);
  const t = useT();
  return (
    // A scrolling region must be reachable by keyboard, so it takes focus and has a name.
    <div
      className="compare-scroll"
      role="region"
      aria-label={t('compare.table')}
      tabIndex={0}
      style={{ '--columns': products.length } as CSSProperties}
    >
      <table className="compare-table">
        <caption className="visually-hidden">
          {products.map((p) => p.name).join(t('compare.comparedWith'))}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((product) => (
              <th key={product.id} scope="col" className="compare-table__product">
                <ProductHead
                  product={product}
                  others={products.length > 1 ? slugs.filter((s) => s !== product.slug) : null}
                  diffOnly={diffOnly}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'compare-table__row--differs' : undefined}>
              <th scope="row" className="compare-table__label">
                {row.labelKey ? t(row.labelKey) : row.label}
                {row.differs ? <span className="compare-table__differs">{t('compare.differs')}</span> : null}
              </th>
              {products.map((product, index) => (
                <td key={product.id} className={`compare-table__cell compare-table__cell--${row.key}`}>
                  <Cell row={row} product={product} value={row.values[index] ?? ''} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductHead({
  product,
  others,
  diffOnly,
}: {
  product: ProductDetail;
  others: string[] | null;
  diffOnly: boolean;
}) {
  const local = useLocalPath();
  const href = local(itemPath(product));
  return (
    <div className="compare-product">
      <Link className="compare-product__media" to={href} tabIndex={-1} aria-hidden="true">
        <img className="compare-product__image" src={product.image} alt="" width={120} height={120} />
      </Link>
      <Link className="compare-product__name" to={href}>
        {product.name}
      </Link>
      {others ? <RemoveButton name={product.name} others={others} diffOnly={diffOnly} /> : null}
    </div>
  );
}

/** Remove goes to the comparison without this product: a GET form, so it works before (and without) JavaScript. */
function RemoveButton({ name, others, diffOnly }: { name: string; others: string[]; diffOnly: boolean }) {
  const target = compareFormTarget(others);
  const t = useT();
  const local = useLocalPath();
  return (
    <Form method="get" action={local(target.action)} className="compare-product__remove" preventScrollReset>
      {target.with ? <input type="hidden" name="with" value={target.with} /> : null}
      {diffOnly ? <input type="hidden" name={DIFF_PARAM} value="1" /> : null}
      <button type="submit" className="compare-product__remove-button">
        {t('compare.remove')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </Form>
  );
}

/** The card's fixed availability words, in the page's language; the catalog's own words pass as they are. */
const STATUS_WORDS: Record<string, MessageKey> = {
  [PREORDER_BADGE]: 'card.preorder',
  [AVAILABLE_SOON_BADGE]: 'card.availableSoon',
  [messages.outOfStock]: 'card.outOfStock',
  'In stock': 'card.inStock',
};

/** The availability in the page's language, with a low-stock note when only a few are left. */
function stockWords(product: ProductDetail, t: Translate, words: (text: string) => string): string {
  const { status, canBuy } = cardView(product);
  if (canBuy && product.in_stock && product.stock > 0 && product.stock <= LOW_STOCK) {
    return t('compare.lowStock', { status: words(status), count: product.stock });
  }
  return words(status);
}

function Cell({ row, product, value }: { row: CompareRow; product: ProductDetail; value: string }) {
  const t = useT();
  const language = useLanguage();
  const words = (text: string) => {
    const key = STATUS_WORDS[text];
    return key ? t(key) : text;
  };
  if (row.key === 'price') {
    const view = cardView(product, language);
    return (
      <>
        <bdi className="compare-price__now">{view.price}</bdi>
        {view.struckPrice ? (
          <s className="compare-price__was">
            <span className="visually-hidden">{t('compare.was')}</span>
            <bdi>{view.struckPrice}</bdi>
          </s>
        ) : null}
        {view.upToPrice ? (
          <span className="compare-price__upto">
            {t('compare.upTo', { price: isolate(view.upToPrice, language) })}
          </span>
        ) : null}
      </>
    );
  }
  if (row.key === 'status') {
    return (
      <span className={`product-card__status product-card__status--${cardView(product).statusTone}`}>
        {stockWords(product, t, words)}
      </span>
    );
  }
  if (row.key === 'colours' && value) {
    const swatches = new Map(product.productproperty_set.map((p) => [p.color.name, p.color.color]));
    const codes = new Map(
      product.product_variants_options
        .flatMap((o) => o.values)
        .map((v) => [v.name, v.color_code ?? swatches.get(v.name) ?? null] as const),
    );
    return (
      <ul className="compare-colours">
        {colourNames(product).map((colour) => (
          <li key={colour} className="compare-colours__item">
            <span
              className="swatches__item"
              aria-hidden="true"
              style={{ '--swatch': codes.get(colour) ?? swatches.get(colour) ?? '#ccc' } as CSSProperties}
            />
            {colour}
          </li>
        ))}
      </ul>
    );
  }
  return value ? <>{value}</> : <span className="compare-table__none">{t('compare.notListed')}</span>;
}
