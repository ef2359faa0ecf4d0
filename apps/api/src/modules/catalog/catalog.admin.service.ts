import type { z } from 'zod';
import {
  adminCatalogMessages,
  PRODUCT_COUNT_CAP,
  type AdminProduct,
  type CatalogChoices,
  type ProductList,
  type ProductListQuery,
  type SaveProductRequest,
} from '@shop/contract/admin-catalog';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { searchTerms } from '#app/modules/search/search-text';
import type { PlannedProduct } from './catalog-import-file.ts';
import { catalogImportProduct } from './catalog-import-rows.ts';
import { afterOneProduct, writeOneProduct, type BatchOutcome } from './catalog-import.service.ts';
import * as repo from './catalog.admin.repository.ts';
import { lowStockThreshold } from '#app/modules/site/shop-settings.service';
import { loadAttributes, loadImages } from './product-detail.repository.ts';

type Db = CatalogDeps['db'];

/** A refused save: one message per field of the editor ("name", "variants.1.price"), shown beside it. */
export class ProductFieldsError extends AppError {
  constructor(
    readonly fields: Record<string, string>,
    conflict = false,
  ) {
    super(conflict ? 'conflict' : 'bad_request', conflict ? firstOf(fields) : adminCatalogMessages.invalid);
  }
}

const firstOf = (fields: Record<string, string>) => Object.values(fields)[0] ?? adminCatalogMessages.invalid;

// --- the list ------------------------------------------------------------------------------------------------------

/** Newest changes first; the other sorts read A to Z, cheapest or fewest first unless asked otherwise. */
const defaultDesc = (sort: ProductListQuery['sort']) => sort === 'updated';

type Cursor = [sort: string, value: string | number, id: number];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, sort: string): [string | number, number] {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value[0] === sort &&
      (typeof value[1] === 'string' || typeof value[1] === 'number') &&
      Number.isInteger(value[2])
    )
      return [value[1] as string | number, value[2] as number];
  } catch {
    // Falls through to the refusal below: a cursor is only ever one this service wrote.
  }
  throw new AppError('bad_request', adminCatalogMessages.badCursor);
}

const sortValue = (row: repo.ListRow, sort: ProductListQuery['sort']) =>
  ({ updated: row.updated_at, name: row.name, price: row.price, stock: row.stock_total })[sort];

/** Something typed without spaces that has a digit or a SKU's punctuation in it: "APL-IP17", "bench-12", "A19". */
const SKU_LIKE = /^(?=.*[\d._/-])[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * What the search box asks for: a SKU's start when it looks like one and some SKU starts so (as typed or in
 * capitals), else words of the name. A SKU prefix is a few index probes; a word shared by thousands of names is not.
 */
async function textCriterion(db: Db, typed: string | undefined): Promise<repo.ListCriteria['text']> {
  const raw = typed?.trim();
  if (!raw) return null;
  if (SKU_LIKE.test(raw)) {
    const prefixes = [...new Set([raw, raw.toUpperCase()])];
    if (await repo.anySkuStartsWith(db, prefixes)) return { kind: 'sku', prefixes };
  }
  const terms = searchTerms(raw);
  return terms ? { kind: 'name', terms } : null;
}

export async function listProducts(
  deps: Pick<CatalogDeps, 'db' | 'dialect'>,
  query: ProductListQuery,
): Promise<ProductList> {
  const criteria: repo.ListCriteria = {
    text: await textCriterion(deps.db, query.q),
    category: query.category,
    brand: query.brand,
    stock: query.stock,
    lowStockMax: await lowStockThreshold(deps.db),
    active: query.active === undefined ? undefined : query.active === '1',
  };
  const desc = query.dir ? query.dir === 'desc' : defaultDesc(query.sort);
  const after = query.after ? decodeCursor(query.after, query.sort) : null;
  let nameMatches: number | null = null;
  if (criteria.text?.kind === 'name') {
    nameMatches = await repo.nameMatchesUpTo(
      deps.db,
      deps.dialect,
      criteria.text.terms,
      PRODUCT_COUNT_CAP + 1,
    );
    criteria.text.common = nameMatches > PRODUCT_COUNT_CAP;
  }
  // Words of the name and no other filter: the list is exactly the name's matches, already counted.
  const nameAlone = repo.onlyWords(criteria);
  const [rows, counted] = await Promise.all([
    repo.listPage(deps.db, deps.dialect, criteria, { sort: query.sort, desc, after }, query.per_page + 1),
    nameMatches !== null && nameAlone
      ? nameMatches
      : repo.countUpTo(deps.db, deps.dialect, criteria, PRODUCT_COUNT_CAP + 1),
  ]);
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    products: page.map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      slug: r.slug,
      image: r.image,
      category: r.category,
      brand: r.brand,
      price: r.price,
      discount_price: r.discount_price,
      stock: r.stock_total,
      active: r.active === 1,
      updated_at: r.updated_at,
    })),
    total: Math.min(counted, PRODUCT_COUNT_CAP),
    total_capped: counted > PRODUCT_COUNT_CAP,
    next_cursor:
      rows.length > query.per_page && last
        ? encodeCursor([query.sort, sortValue(last, query.sort), last.id])
        : null,
  };
}

export async function catalogChoices(db: Db): Promise<CatalogChoices> {
  return repo.choices(db);
}

// --- one product ---------------------------------------------------------------------------------------------------

async function loadProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const row = await repo.productRow(db, id);
  if (!row) return null;
  const [variants, pictures, specs] = await Promise.all([
    repo.variantsOf(db, id),
    loadImages(db, id),
    loadAttributes(db, id, 'en'),
  ]);
  const attributes: AdminProduct['attributes'] = [];
  for (const spec of specs) {
    const found = attributes.find((a) => a.name === spec.name);
    if (found) found.values.push(spec.value);
    else attributes.push({ name: spec.name, values: [spec.value] });
  }
  return {
    id: row.id,
    version: row.version,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    details: row.details,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    brand: row.brand,
    active: row.active === 1,
    preorder: row.preorder === 1,
    available_soon: row.available_soon === 1,
    is_new: row.is_new === 1,
    top: row.top === 1,
    max_per_order: row.max_per_order,
    old_price: row.old_price,
    direct_discount: row.direct_discount,
    attributes,
    long_description: row.long_description,
    seo_title: row.seo_title ?? '',
    meta_description: row.meta_description,
    name_ar: row.name_ar ?? '',
    details_ar: row.details_ar ?? '',
    long_description_ar: row.long_description_ar ?? '',
    seo_title_ar: row.seo_title_ar ?? '',
    meta_description_ar: row.meta_description_ar ?? '',
    image: row.image,
    images: [...new Set([row.image, ...pictures.map((p) => p.image), ...variants.map((v) => v.image)])],
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.color,
      color_code: v.color_code,
      size: v.size,
      mac_model: v.mac_model,
      price: v.price,
      discount_price: v.discount_price,
      stock: v.stock,
    })),
    updated_at: row.updated_at,
  };
}

export async function getProduct(db: Db, id: number): Promise<AdminProduct> {
  const product = await loadProduct(db, id);
  if (!product) throw new AppError('not_found', adminCatalogMessages.notFound);
  return product;
}

/** The editor's field each of the import's names stands for, and how the editor labels it. */
const FIELD_OF: Record<string, string> = {
  sku: 'variants.0.sku',
  category: 'category_id',
  sub_category: 'sub_category_id',
  new: 'is_new',
  image: 'pictures',
  images: 'pictures',
};
const LABEL: Record<string, string> = {
  name: 'Name',
  slug: 'Slug',
  details: 'Short description',
  category_id: 'Category',
  sub_category_id: 'Sub-category',
  brand: 'Brand',
  old_price: 'Old price',
  direct_discount: 'Direct discount',
  max_per_order: 'Max per order',
  long_description: 'Description',
  meta_description: 'SEO description',
  seo_title: 'SEO title',
  name_ar: 'Name (Arabic)',
  details_ar: 'Short description (Arabic)',
  long_description_ar: 'Description (Arabic)',
  meta_description_ar: 'SEO description (Arabic)',
  seo_title_ar: 'SEO title (Arabic)',
  attributes: 'Specifications',
  pictures: 'Pictures',
  sku: 'SKU',
  price: 'Price',
  discount_price: 'Discount price',
  stock: 'Stock',
  color: 'Colour',
  color_code: 'Swatch',
  size: 'Size',
  mac_model: 'Mac model',
};

function labelled(field: string, message: string): string {
  const last = field.split('.').at(-1) ?? field;
  const label = LABEL[last] ?? LABEL[field] ?? field;
  return `${label} ${message}`;
}

function addField(fields: Record<string, string>, field: string, message: string) {
  if (!(field in fields)) fields[field] = labelled(field, message);
}

function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, ...rest] = issue.path.map(String);
    if (head === undefined) continue;
    // Specifications are one field in the editor; their problems are named by the attribute.
    if (head === 'attributes') {
      addField(fields, 'attributes', `${rest[0] ? `"${rest[0]}": ` : ''}${issue.message}`);
      continue;
    }
    const field =
      head === 'variants' ? ['variants', ...rest.slice(0, 2)].join('.') : (FIELD_OF[head] ?? head);
    addField(fields, field, issue.message);
  }
  return fields;
}

/** One line of text, or null when empty. */
const textOrNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The editor's product in the import's words, with what the editor does not edit (pictures, badges) kept. */
function importShape(
  input: SaveProductRequest,
  kept: {
    sku: string;
    subCategorySlug: string | undefined;
    image: string;
    gallery: string[];
    arrivalStatus: string | null;
    paymentDiscount: string | null;
    variantPictures: Map<number, { image: string; images: string[] }>;
    stockNow: Map<number, number>;
  },
) {
  const attributes: Record<string, string[]> = {};
  for (const spec of input.attributes) {
    const name = spec.name.trim();
    const values = spec.values.map((v) => v.trim()).filter(Boolean);
    if (!name && values.length === 0) continue;
    attributes[name] = [...(attributes[name] ?? []), ...values];
  }
  return {
    sku: kept.sku,
    slug: input.slug,
    name: input.name,
    category: String(input.category_id),
    sub_category: kept.subCategorySlug,
    brand: textOrNull(input.brand),
    old_price: input.old_price,
    direct_discount: input.direct_discount,
    payment_discount: kept.paymentDiscount,
    max_per_order: input.max_per_order,
    details: input.details,
    long_description: input.long_description,
    meta_description: input.meta_description,
    name_ar: input.name_ar,
    details_ar: input.details_ar,
    long_description_ar: input.long_description_ar,
    meta_description_ar: input.meta_description_ar,
    image: kept.image,
    images: kept.gallery,
    attributes,
    active: input.active,
    preorder: input.preorder,
    available_soon: input.available_soon,
    new: input.is_new,
    top: input.top,
    arrival_status: kept.arrivalStatus,
    variants: input.variants.map((v) => {
      const pictures = v.id === null ? undefined : kept.variantPictures.get(v.id);
      return {
        sku: v.sku,
        color: textOrNull(v.color),
        color_code: textOrNull(v.color_code),
        size: textOrNull(v.size),
        mac_model: textOrNull(v.mac_model),
        price: v.price,
        discount_price: v.discount_price,
        stock: v.id !== null && v.stock === v.stock_opened ? (kept.stockNow.get(v.id) ?? v.stock) : v.stock,
        image: pictures?.image ?? null,
        images: pictures?.images ?? [],
      };
    }),
  };
}

/** The import's rejections ("slug: ... already ...") as the editor's fields; `conflict` when a name is taken. */
function rejectionFields(outcome: BatchOutcome, skus: string[]) {
  const fields: Record<string, string> = {};
  let conflict = false;
  for (const row of outcome.rejected) {
    if (row.reason === 'none of its variants can be imported') continue;
    const colon = row.reason.indexOf(': ');
    const name = colon > 0 ? row.reason.slice(0, colon) : '';
    const message = colon > 0 ? row.reason.slice(colon + 2) : row.reason;
    const variantIndex = skus.indexOf(row.sku);
    const isVariantField = ['sku', 'color', 'size', 'mac_model', 'price', 'discount_price', 'stock'].includes(
      name,
    );
    const field =
      isVariantField && variantIndex >= 0 && row.where !== 'editor'
        ? `variants.${variantIndex}.${name}`
        : (FIELD_OF[name] ?? (name || 'name'));
    if (/\balready\b/.test(message)) conflict = true;
    addField(fields, field, message);
  }
  return { fields, conflict };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

/** Checks of the editor's own that the import has no reason to make (a file cannot list a variant twice by id). */
function editorChecks(input: SaveProductRequest): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Map<string, number>();
  input.variants.forEach((v, index) => {
    const key = v.sku.trim();
    const first = seen.get(key);
    if (key && first !== undefined)
      addField(
        fields,
        `variants.${index}.sku`,
        `${key} is also the SKU of variant ${first + 1}; each needs its own`,
      );
    seen.set(key, index);
  });
  for (const field of ['seo_title', 'seo_title_ar'] as const) {
    const title = input[field].trim();
    if (title.length > 120) addField(fields, field, 'must be at most 120 characters');
    if (/[\t\n\r]/.test(title)) addField(fields, field, 'must be one line');
  }
  return fields;
}

/**
 * Creates (id null) or saves a product from the editor, all or nothing, with the catalog import's checks and writes
 * (so prices, slugs, SKUs, colours and the description follow one set of rules). A save names the version it opened:
 * if the product was saved since, nothing is written and the editor is told to reload. Variants the editor no longer
 * lists are removed; a variant whose SKU changed keeps its id (carts keep it). The audit log gets the product before
 * and after; the storefront's search index follows by its triggers, and its read cache is cleared at once.
 */
export async function saveProduct(
  deps: CatalogDeps,
  productId: number | null,
  input: SaveProductRequest,
  staffId: number | null,
): Promise<AdminProduct> {
  const own = editorChecks(input);
  if (Object.keys(own).length > 0) throw new ProductFieldsError(own);
  const skus = input.variants.map((v) => v.sku.trim());
  let saved: { product: AdminProduct; outcome: BatchOutcome };
  try {
    saved = await deps.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (productId !== null) {
        if (input.version === undefined)
          throw new AppError('bad_request', 'Send the version of the product you opened (version).');
        // The locks come before the read: an order that took stock while this save waited for them has committed,
        // so the stock kept below is what it left, not what there was before it.
        await repo.lockVariantsFirst(trx, deps.dialect, productId);
      }
      const before = productId === null ? null : await loadProduct(trx, productId);
      if (productId !== null) {
        if (!before) throw new AppError('not_found', adminCatalogMessages.notFound);
        if (!(await repo.claimVersion(trx, productId, input.version!, now)))
          throw new AppError('conflict', adminCatalogMessages.stale);
      }

      const category = await repo.categoryOf(trx, input.category_id);
      if (!category) throw new ProductFieldsError({ category_id: 'Choose a category from the list' });
      const sub =
        input.sub_category_id === null ? undefined : await repo.subCategoryOf(trx, input.sub_category_id);
      if (input.sub_category_id !== null && (!sub || sub.category_id !== category.id))
        throw new ProductFieldsError({ sub_category_id: 'Choose a sub-category of the chosen category' });

      const productSku = before?.sku ?? skus[0]!;
      if (!before) {
        const owner = await repo.productBySku(trx, productSku);
        if (owner)
          throw new ProductFieldsError(
            { 'variants.0.sku': `SKU ${productSku} is already the SKU of another product (id ${owner.id})` },
            true,
          );
      }

      // Variants keep their id through a change of SKU; the ones no longer listed go.
      const current = new Map((before?.variants ?? []).map((v) => [v.id, v]));
      for (const [index, v] of input.variants.entries()) {
        if (v.id === null) continue;
        const had = current.get(v.id);
        if (!had)
          throw new ProductFieldsError({
            [`variants.${index}.sku`]: 'This variant is no longer part of the product. Reload the page.',
          });
        if (had.sku !== skus[index]) {
          const owner = await repo.variantBySku(trx, skus[index]!);
          if (owner && owner.id !== v.id)
            throw new ProductFieldsError(
              {
                [`variants.${index}.sku`]: `SKU ${skus[index]} is already a variant of ${owner.product_name}`,
              },
              true,
            );
          if (skus[index]) await repo.renameVariant(trx, v.id, productId!, skus[index]);
        }
      }
      const listed = new Set(input.variants.map((v) => v.id));
      await repo.deleteVariants(
        trx,
        productId ?? 0,
        [...current.keys()].filter((id) => !listed.has(id)),
      );

      const pictures = productId === null ? [] : await loadImages(trx, productId);
      const variantPictures = new Map(
        (before?.variants ?? []).map((v) => [
          v.id,
          { image: '', images: pictures.filter((p) => p.variant_id === v.id).map((p) => p.image) },
        ]),
      );
      if (productId !== null)
        for (const v of await repo.variantsOf(trx, productId)) {
          const entry = variantPictures.get(v.id);
          if (entry) entry.image = v.image;
        }
      const row = productId === null ? undefined : await repo.productRow(trx, productId);
      const shape = importShape(input, {
        sku: productSku,
        subCategorySlug: sub?.slug,
        // A new product shows its category's picture until its own pictures are added.
        image: row?.image ?? category.image,
        gallery: pictures.filter((p) => p.variant_id === null).map((p) => p.image),
        arrivalStatus: row?.arrival_status ?? null,
        paymentDiscount: row?.payment_methods_discount_name_en ?? null,
        variantPictures,
        stockNow: new Map((before?.variants ?? []).map((v) => [v.id, v.stock])),
      });
      const checked = catalogImportProduct.safeParse(shape);
      if (!checked.success) throw new ProductFieldsError(zodFields(checked.error));
      const { variants, ...data } = checked.data;
      const plan: PlannedProduct = {
        where: 'editor',
        data,
        variants: variants.map((v, index) => ({ where: `variant ${index + 1}`, data: v })),
      };
      const outcome = await writeOneProduct(trx, plan);
      if (outcome.rejected.length > 0) {
        const { fields, conflict } = rejectionFields(outcome, skus);
        throw new ProductFieldsError(fields, conflict);
      }
      const id = productId ?? (await repo.productBySku(trx, productSku))!.id;
      await repo.setSeoTitle(trx, id, textOrNull(input.seo_title), textOrNull(input.seo_title_ar));
      const after = (await loadProduct(trx, id))!;
      await recordAudit(
        trx,
        {
          staffId,
          action: before ? 'product.update' : 'product.create',
          entity: { type: 'product', id },
          before: before ? auditView(before) : null,
          after: auditView(after),
        },
        now,
      );
      return { product: after, outcome };
    });
  } catch (error) {
    // Two saves naming the same new slug or SKU at one moment: the database keeps one.
    if (!(error instanceof AppError) && isUniqueViolation(error))
      throw new AppError(
        'conflict',
        'The slug or a SKU was taken by another product a moment ago. Choose another and save again.',
      );
    throw error;
  }
  deps.reads.invalidate();
  await afterOneProduct(deps, saved.outcome);
  return saved.product;
}

/** What the audit log keeps: the product as the editor shows it, without the version counter. */
function auditView(product: AdminProduct): Record<string, unknown> {
  const { version: _version, updated_at: _updated, ...rest } = product;
  return rest;
}
