import {
  slugFromName,
  taxonomyKindLabel,
  type AdminBrand,
  type AdminCategory,
  type CreateTaxonomyRequest,
  type TaxonomyEntry,
  type TaxonomyKind,
  type UpdateTaxonomyRequest,
} from '@shop/contract/admin-taxonomy';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import * as repo from './taxonomy.repository.ts';

/**
 * The taxonomy as staff edit it. Every change is one transaction with its audit row, and then the catalog's read
 * cache is cleared: the storefront's mega-menu and accessories-by-brand list come from it (getCategories, getBrands),
 * so the next page shows the change at once, not after the cache's TTL.
 */
type TaxonomyDeps = Pick<CatalogDeps, 'db' | 'reads'>;

const flag = (on: boolean) => (on ? 1 : 0);

export async function categoryTree(db: TaxonomyDeps['db']): Promise<AdminCategory[]> {
  const [categories, groups, subs] = await Promise.all([
    repo.listCategoryRows(db),
    repo.listGroupRows(db),
    repo.listSubCategoryRows(db),
  ]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    name_ar: c.name_ar ?? '',
    slug: c.slug,
    image: c.image,
    sort_order: c.sort_order,
    active: c.active === 1,
    groups: groups
      .filter((g) => g.category_id === c.id)
      .map((g) => ({
        id: g.id,
        name: g.name,
        name_ar: g.name_ar ?? '',
        category_id: g.category_id,
        sort_order: g.sort_order,
        active: g.active === 1,
      })),
    sub_categories: subs
      .filter((s) => s.category_id === c.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        name_ar: s.name_ar ?? '',
        slug: s.slug,
        image: s.image,
        category_id: s.category_id,
        group_id: s.group_id,
        sort_order: s.sort_order,
        active: s.active === 1,
      })),
  }));
}

export async function brandList(db: TaxonomyDeps['db']): Promise<AdminBrand[]> {
  return (await repo.listBrandRows(db)).map((b) => ({
    id: b.id,
    name: b.name,
    name_ar: b.name_ar ?? '',
    slug: b.slug,
    image: b.image,
    featured: b.featured === 1,
    sort_order: b.sort_order,
    active: b.active === 1,
  }));
}

const toEntry = (kind: TaxonomyKind, row: repo.EntryRow): TaxonomyEntry => ({
  kind,
  id: row.id,
  name: row.name,
  name_ar: row.name_ar ?? '',
  active: row.active === 1,
  sort_order: row.sort_order,
});

/** What the audit log keeps of an entry. */
const snapshot = (row: repo.EntryRow) => ({
  name: row.name,
  name_ar: row.name_ar,
  active: row.active === 1,
  sort_order: row.sort_order,
  ...(row.parent === null ? {} : { category_id: row.parent }),
});

async function loadEntry(db: TaxonomyDeps['db'], kind: TaxonomyKind, id: number): Promise<repo.EntryRow> {
  const row = await repo.findEntry(db, kind, id);
  if (!row)
    throw new AppError('not_found', `There is no ${taxonomyKindLabel[kind].toLowerCase()} with id ${id}.`);
  return row;
}

/** Adds an entry at the end of its siblings, switched on. */
export async function createEntry(
  deps: TaxonomyDeps,
  input: CreateTaxonomyRequest,
  actorId: number,
): Promise<TaxonomyEntry> {
  const { kind } = input;
  const slug = input.slug || slugFromName(input.name);
  if (kind !== 'group' && slug === '')
    throw new AppError(
      'bad_request',
      'Give a slug: the name has no letters a to z or digits to make one from (use lower-case letters, digits and hyphens).',
    );
  const image = input.image ?? '';
  const entry = await deps.db.transaction().execute(async (trx) => {
    const parent = kind === 'group' || kind === 'sub_category' ? (input.category_id ?? 0) : null;
    if (parent !== null) await loadEntry(trx, 'category', parent);
    const groupId = kind === 'sub_category' ? (input.group_id ?? null) : null;
    if (groupId !== null) {
      const group = await repo.findGroup(trx, groupId);
      if (!group || group.category_id !== parent)
        throw new AppError('bad_request', 'The group chosen is not one of this category’s groups.');
    }
    const siblings = await repo.listSiblings(trx, kind, parent);
    const sort_order = siblings.reduce((max, s) => Math.max(max, s.sort_order + 1), 0);
    const name = input.name;
    const name_ar = input.name_ar || null;
    let id: number;
    try {
      if (kind === 'category')
        id = await repo.insertCategory(trx, { name, name_ar, slug, image, sort_order });
      else if (kind === 'brand') id = await repo.insertBrand(trx, { name, name_ar, slug, image, sort_order });
      else if (kind === 'group')
        id = await repo.insertGroup(trx, { name, name_ar, category_id: parent!, sort_order });
      else
        id = await repo.insertSubCategory(trx, {
          name,
          name_ar,
          slug,
          image,
          category_id: parent!,
          group_id: groupId,
          sort_order,
        });
    } catch (error) {
      if (repo.isUniqueSlugViolation(error))
        throw new AppError('conflict', `The slug "${slug}" is taken already. Choose another one.`);
      throw error;
    }
    const row = await loadEntry(trx, kind, id);
    await recordAudit(trx, {
      staffId: actorId,
      action: 'taxonomy.create',
      entity: { type: kind, id },
      before: null,
      after: { ...snapshot(row), ...(kind === 'group' ? {} : { slug }) },
    });
    return toEntry(kind, row);
  });
  deps.reads.invalidate();
  return entry;
}

/** Renames an entry, switches it on or off, or moves it one place up or down among its siblings. */
export async function updateEntry(
  deps: TaxonomyDeps,
  kind: TaxonomyKind,
  id: number,
  change: UpdateTaxonomyRequest,
  actorId: number,
): Promise<TaxonomyEntry> {
  const entry = await deps.db.transaction().execute(async (trx) => {
    const before = await loadEntry(trx, kind, id);
    const set: { name?: string; name_ar?: string | null; active?: number } = {};
    if (change.name !== undefined && change.name !== before.name) set.name = change.name;
    if (change.name_ar !== undefined && (change.name_ar || null) !== before.name_ar)
      set.name_ar = change.name_ar || null;
    if (change.active !== undefined && flag(change.active) !== before.active)
      set.active = flag(change.active);
    if (Object.keys(set).length > 0) await repo.updateEntry(trx, kind, id, set);
    const moved = change.move ? await move(trx, kind, before, change.move) : false;
    if (Object.keys(set).length === 0 && !moved) return toEntry(kind, before);
    const after = await loadEntry(trx, kind, id);
    await recordAudit(trx, {
      staffId: actorId,
      action: 'taxonomy.update',
      entity: { type: kind, id },
      before: snapshot(before),
      after: snapshot(after),
    });
    return toEntry(kind, after);
  });
  deps.reads.invalidate();
  return entry;
}

/**
 * Swaps an entry with its neighbour. Siblings are numbered again 0, 1, 2... in their current order first, since rows
 * imported with equal sort orders (0 for all) have no order of their own to swap. False at either end.
 */
async function move(
  db: TaxonomyDeps['db'],
  kind: TaxonomyKind,
  entry: repo.EntryRow,
  direction: 'up' | 'down',
): Promise<boolean> {
  const siblings = await repo.listSiblings(db, kind, entry.parent);
  const at = siblings.findIndex((s) => s.id === entry.id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= siblings.length) return false;
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  for (const [index, sibling] of siblings.entries())
    if (sibling.sort_order !== index) await repo.updateEntry(db, kind, sibling.id, { sort_order: index });
  return true;
}

/** What a member is told after a change. */
export function updateMessage(entry: TaxonomyEntry, change: UpdateTaxonomyRequest): string {
  const what = `${taxonomyKindLabel[entry.kind]} "${entry.name}"`;
  if (change.active === false) return `${what} is turned off: the shop no longer shows it.`;
  if (change.active === true) return `${what} is turned on: the shop shows it.`;
  if (change.move) return `${what} moved ${change.move}.`;
  return `${what} is saved.`;
}
