import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import {
  COMPARE_SUGGESTIONS_SIZE,
  RELATED_ROW_SIZE,
  type CompareSuggestions,
  type RelatedProducts,
} from '@shop/contract/related';
import type { Language } from '@shop/contract/languages';
import { ACCESSORIES_CATEGORY_ID } from '@shop/contract/urls';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import type { CatalogReads } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { getProductCards } from './catalog.service.ts';
import { compatibilityNames, fitOf, inferredFamilies, lookupWords, type FitTarget } from './related-fit.ts';
import { priceBand, rankSimilar, rankSuggestions } from './related-rank.ts';
import * as repo from './related.repository.ts';
import { paidPrice } from './variant-price.ts';

type Db = Kysely<Database>;

/** Candidates read on each side of a price: enough to fill a row after ranking, few enough to stay cheap. */
const NEAREST_EACH_SIDE = 12;
/** Accessories read per query before the fit rule judges them. */
const ACCESSORY_CANDIDATES = 300;

/** The item page's similar products and fitting accessories, through the catalog read cache like the page itself. */
export function getRelatedProducts(
  catalog: CatalogReads,
  key: string,
  variantId: number | undefined,
  language: Language = 'en',
): Promise<RelatedProducts> {
  return catalog.reads.read(`${language}:related:${key.toLowerCase()}:${variantId ?? ''}`, () =>
    loadRelated(catalog.db, catalog.dialect, key, variantId, language),
  );
}

async function loadRelated(
  db: Db,
  dialect: DialectName,
  key: string,
  variantId: number | undefined,
  language: Language,
): Promise<RelatedProducts> {
  const id = await repo.findProductId(db, key);
  const [target] = id === undefined ? [] : await repo.loadTargets(db, [id]);
  if (!target) throw new AppError('not_found', shopperMessage('noProductKey', { key }));
  let price = target.price;
  if (variantId !== undefined) {
    const variant = await repo.findVariant(db, target.id, variantId);
    if (!variant)
      throw new AppError('not_found', shopperMessage('noVariantOf', { product: target.name, id: variantId }));
    price = paidPrice(variant, target.direct_discount);
  }
  const [similarIds, accessoryIds] = await Promise.all([
    similarProducts(db, { ...target, price }),
    fittingAccessories(db, dialect, target),
  ]);
  const cards = await getProductCards(db, [...similarIds, ...accessoryIds], language);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.flatMap((i) => byId.get(i) ?? []);
  return { similar: pick(similarIds), accessories: pick(accessoryIds) };
}

type Target = Awaited<ReturnType<typeof repo.loadTargets>>[number];

async function similarProducts(db: Db, target: Target): Promise<number[]> {
  if (target.sub_category_id === null) return [];
  const rows = await repo.nearestByPrice(db, {
    column: 'sub_category_id',
    value: target.sub_category_id,
    price: target.price,
    ...priceBand(target.price),
    exclude: [target.id],
    limit: NEAREST_EACH_SIDE,
  });
  return rankSimilar(target, rows, RELATED_ROW_SIZE).map((r) => r.id);
}

/**
 * Accessories that fit: candidates whose name may name the model or its series, and those compatible with the
 * product's family, judged by fitOf; best fit first, then the newest. An accessory's own page lists none.
 */
async function fittingAccessories(db: Db, dialect: DialectName, target: Target): Promise<number[]> {
  if (target.category_id === ACCESSORIES_CATEGORY_ID) return [];
  const fit: FitTarget = {
    name: target.name,
    brand: target.brand_name,
    category: target.category_name,
    subCategory: target.sub_category_name,
  };
  const values = await repo.compatibilityValues(db);
  const naming = values.filter((v) => compatibilityNames(v.value, fit)).map((v) => v.id);
  const found = await Promise.all([
    repo.accessoriesWithValues(db, naming, target.id, ACCESSORY_CANDIDATES),
    ...lookupWords(fit).map((w) => repo.accessoriesNamed(db, dialect, w, target.id, ACCESSORY_CANDIDATES)),
  ]);
  const candidates = await withCompatibility(db, found.flat());
  // What is made for this model tells its family when its names do not (a Galaxy phone is an Android phone).
  const families = inferredFamilies(fit, candidates);
  if (families.length > 0) {
    fit.families = families;
    const more = values.filter((v) => families.includes(v.value)).map((v) => v.id);
    const known = new Set(candidates.map((c) => c.id));
    const extra = await repo.accessoriesWithValues(db, more, target.id, ACCESSORY_CANDIDATES);
    candidates.push(
      ...(await withCompatibility(
        db,
        extra.filter((row) => !known.has(row.id)),
      )),
    );
  }
  return candidates
    .map((c) => ({ id: c.id, fit: fitOf(fit, c) }))
    .filter((c) => c.fit > 0)
    .sort((a, b) => b.fit - a.fit || b.id - a.id)
    .slice(0, RELATED_ROW_SIZE)
    .map((c) => c.id);
}

/** Candidates, each once, with their compatibility values. */
async function withCompatibility(db: Db, rows: Array<{ id: number; name: string }>) {
  const unique = new Map(rows.map((row) => [row.id, row.name]));
  const compatibility = await repo.compatibilityOf(db, [...unique.keys()]);
  const compatible = new Map<number, string[]>();
  for (const row of compatibility) {
    compatible.set(row.product_id, [...(compatible.get(row.product_id) ?? []), row.value]);
  }
  return [...unique].map(([id, name]) => ({ id, name, compatible: compatible.get(id) ?? [] }));
}

/** What to add to a comparison: products of the compared products' categories, best first (ADR 0039). */
export function getCompareSuggestions(
  catalog: CatalogReads,
  ids: number[],
  language: Language = 'en',
): Promise<CompareSuggestions> {
  const key = [...ids].sort((a, b) => a - b).join(',');
  return catalog.reads.read(`${language}:compare-suggestions:${key}`, () =>
    loadSuggestions(catalog.db, ids, language),
  );
}

async function loadSuggestions(db: Db, ids: number[], language: Language): Promise<CompareSuggestions> {
  const compared = await repo.loadTargets(db, ids);
  if (compared.length === 0) {
    throw new AppError('not_found', shopperMessage('noComparedProduct'));
  }
  const reads = compared.flatMap((c) => [
    ...(c.sub_category_id === null
      ? []
      : [
          repo.nearestByPrice(db, {
            column: 'sub_category_id',
            value: c.sub_category_id,
            price: c.price,
            exclude: ids,
            limit: NEAREST_EACH_SIDE,
          }),
        ]),
    repo.nearestByPrice(db, {
      column: 'category_id',
      value: c.category_id,
      price: c.price,
      exclude: ids,
      limit: NEAREST_EACH_SIDE,
    }),
  ]);
  const candidates = (await Promise.all(reads)).flat();
  const ranked = rankSuggestions(compared, candidates, COMPARE_SUGGESTIONS_SIZE);
  return {
    products: await getProductCards(
      db,
      ranked.map((r) => r.id),
      language,
    ),
  };
}
