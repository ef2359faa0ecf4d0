import type { z } from 'zod';
import type { Ad, Brand } from '@shop/contract/catalog';
import {
  PLACEMENTS,
  type AdminHome,
  type AdminHomeAd,
  type adInput,
  type HomePreview,
  type homePreviewInput,
} from '@shop/contract/admin-home';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { recentUploads } from '#app/modules/media/media.service';
import * as repo from './home-content.repository.ts';

/**
 * The home page's hero slides, promo tiles, custom ads and featured brands in the back office (ADR 0037). Every change
 * is audited in its own transaction and then clears the catalog's read cache, so the storefront's next request (the
 * hot-read lane included, which repeats only what the cache still holds) shows it.
 */

type AdFields = z.output<typeof adInput>;
type PreviewInput = z.output<typeof homePreviewInput>;
type HomeDeps = Pick<Deps, 'db' | 'reads'>;
type Db = Deps['db'];

/** How many uploads the picture list offers besides the ads' own pictures. */
const UPLOADS_OFFERED = 60;

const placementRank = (placement: AdminHomeAd['placement']) => PLACEMENTS.indexOf(placement);

function shownAd(row: NonNullable<Awaited<ReturnType<typeof repo.adById>>>): AdminHomeAd {
  return {
    ...row,
    active: row.active === 1,
    title_ar: row.title_ar ?? '',
    subtitle_ar: row.subtitle_ar ?? '',
    cta_ar: row.cta_ar ?? '',
    alt_ar: row.alt_ar ?? '',
  };
}

/** What the audit log keeps of an ad: what shoppers see of it, and where. */
const audited = (ad: AdminHomeAd) => ({
  placement: ad.placement,
  title: ad.title,
  subtitle: ad.subtitle,
  cta: ad.cta,
  link: ad.link,
  image: ad.image,
  alt: ad.alt,
  active: ad.active,
  sort_order: ad.sort_order,
  title_ar: ad.title_ar,
  subtitle_ar: ad.subtitle_ar,
  cta_ar: ad.cta_ar,
  alt_ar: ad.alt_ar,
});

export async function homeContent(db: Db): Promise<AdminHome> {
  const [ads, brands, featured, uploads] = await Promise.all([
    repo.allAds(db),
    repo.allBrands(db),
    repo.featuredBrands(db),
    recentUploads(db, UPLOADS_OFFERED),
  ]);
  const position = new Map(featured.map((b, index) => [b.id, index + 1]));
  return {
    // Sorting is stable, so each placement keeps the shop's order.
    ads: ads.map(shownAd).sort((a, b) => placementRank(a.placement) - placementRank(b.placement)),
    brands: brands.map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      image: b.image,
      active: b.active === 1,
      featured_position: position.get(b.id) ?? null,
    })),
    pictures: [...new Set([...ads.map((a) => a.image), ...uploads])],
  };
}

export async function getAd(db: Db, id: number): Promise<AdminHomeAd> {
  const row = await repo.adById(db, id);
  if (!row)
    throw new AppError('not_found', `There is no slide or tile with id ${id}. It may have been removed.`);
  return shownAd(row);
}

const stored = (input: AdFields) => ({
  placement: input.placement,
  title: input.title,
  subtitle: input.subtitle,
  cta: input.cta,
  link: input.link,
  image: input.image,
  alt: input.alt,
  active: input.active ? 1 : 0,
  title_ar: input.title_ar || null,
  subtitle_ar: input.subtitle_ar || null,
  cta_ar: input.cta_ar || null,
  alt_ar: input.alt_ar || null,
});

/** Adds a slide, tile or custom ad after the others of its placement, audited `home.ad.created`. */
export async function addAd({ db, reads }: HomeDeps, input: AdFields, staffId: number): Promise<AdminHomeAd> {
  const at = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = { ...stored(input), sort_order: await repo.nextAdSort(trx, input.placement) };
    const id = await repo.insertAd(trx, row);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'home.ad.created',
        entity: { type: 'ad', id },
        before: null,
        after: audited(await getAd(trx, id)),
      },
      at,
    );
    return id;
  });
  reads.invalidate();
  return getAd(db, id);
}

/**
 * Saves an ad's fields; one moved to another placement goes after that placement's others. Saving what it already
 * says writes nothing.
 */
export async function saveAd(
  { db, reads }: HomeDeps,
  id: number,
  input: AdFields,
  staffId: number,
): Promise<{ ad: AdminHomeAd; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await getAd(trx, id);
    const next = stored(input);
    const sort_order =
      next.placement === before.placement ? before.sort_order : await repo.nextAdSort(trx, next.placement);
    const after = {
      ...before,
      ...next,
      active: next.active === 1,
      sort_order,
      title_ar: input.title_ar,
      subtitle_ar: input.subtitle_ar,
      cta_ar: input.cta_ar,
      alt_ar: input.alt_ar,
    };
    if (JSON.stringify(audited(before)) === JSON.stringify(audited(after))) return false;
    await repo.updateAd(trx, id, { ...next, sort_order });
    await recordAudit(
      trx,
      {
        staffId,
        action: 'home.ad.updated',
        entity: { type: 'ad', id },
        before: audited(before),
        after: audited(after),
      },
      at,
    );
    return true;
  });
  if (changed) reads.invalidate();
  return { ad: await getAd(db, id), changed };
}

export async function removeAd({ db, reads }: HomeDeps, id: number, staffId: number): Promise<AdminHomeAd> {
  const at = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    const before = await getAd(trx, id);
    await repo.deleteAd(trx, id);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'home.ad.deleted',
        entity: { type: 'ad', id },
        before: audited(before),
        after: null,
      },
      at,
    );
    return before;
  });
  reads.invalidate();
  return removed;
}

/**
 * Moves an ad one place up or down among its placement's ads; the placement is numbered again from 1, so ads that
 * shared a position get their own. Only moved rows are written.
 */
export async function moveAd(
  { db, reads }: HomeDeps,
  id: number,
  direction: 'up' | 'down',
  staffId: number,
): Promise<{ ad: AdminHomeAd; moved: boolean }> {
  const at = new Date().toISOString();
  const moved = await db.transaction().execute(async (trx) => {
    const ad = await getAd(trx, id);
    const list = await repo.adsOf(trx, ad.placement);
    const index = list.findIndex((a) => a.id === id);
    const other = index + (direction === 'up' ? -1 : 1);
    if (other < 0 || other >= list.length) return false;
    const order = [...list];
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [position, row] of order.entries())
      if (row.sort_order !== position + 1) await repo.updateAd(trx, row.id, { sort_order: position + 1 });
    await recordAudit(
      trx,
      {
        staffId,
        action: 'home.ad.moved',
        entity: { type: 'ad', id },
        before: { placement: ad.placement, position: index + 1 },
        after: { placement: ad.placement, position: other + 1 },
      },
      at,
    );
    return true;
  });
  if (moved) reads.invalidate();
  return { ad: await getAd(db, id), moved };
}

/** The brands named, in order; an unknown or hidden one is refused with its id or name. */
async function chosenBrands(db: Db, ids: readonly number[]) {
  const found = new Map((await repo.brandsByIds(db, ids)).map((b) => [b.id, b]));
  return ids.map((id) => {
    const brand = found.get(id);
    if (!brand) throw new AppError('validation_failed', `brand_ids: there is no brand ${id}.`);
    if (brand.active !== 1)
      throw new AppError(
        'validation_failed',
        `${brand.name} is hidden in the shop, so the home page would not show it. Show it on the Brands page first.`,
      );
    return brand;
  });
}

/** Features exactly these brands in this order, audited `home.brands.featured` with the names before and after. */
export async function setFeaturedBrands(
  { db, reads }: HomeDeps,
  ids: readonly number[],
  staffId: number,
): Promise<{ home: AdminHome; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const chosen = await chosenBrands(trx, ids);
    const before = await repo.featuredBrands(trx);
    if (JSON.stringify(before.map((b) => b.id)) === JSON.stringify(ids)) return false;
    await repo.setFeatured(trx, ids);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'home.brands.featured',
        entity: { type: 'home', id: 'featured_brands' },
        before: { brands: before.map((b) => b.name) },
        after: { brands: chosen.map((b) => b.name) },
      },
      at,
    );
    return true;
  });
  if (changed) reads.invalidate();
  return { home: await homeContent(db), changed };
}

const publicAd = (ad: AdminHomeAd): Ad => ({
  id: ad.id,
  placement: ad.placement,
  title: ad.title,
  subtitle: ad.subtitle,
  image: ad.image,
  link: ad.link,
  cta: ad.cta,
  alt: ad.alt,
});

const publicBrand = (b: { id: number; name: string; slug: string; image: string }): Brand => ({
  id: b.id,
  name: b.name,
  slug: b.slug,
  image: b.image,
});

/**
 * The home page's edited blocks as shoppers would see them with the draft: the draft ad in its place (shown as if it
 * were active, since seeing it before it goes live is the point), the other ads as they are live, and the chosen
 * featured brands. Reads the database, never the cache, and writes nothing.
 */
export async function previewHome(db: Db, input: PreviewInput): Promise<HomePreview> {
  const live = (await repo.allAds(db)).map(shownAd).filter((a) => a.active);
  let ads = live;
  if (input.ad) {
    const { id, ...fields } = input.ad;
    const before = id === null ? undefined : await getAd(db, id);
    const draft: AdminHomeAd = {
      id: id ?? 0,
      ...fields,
      active: true,
      sort_order:
        before && before.placement === fields.placement ? before.sort_order : Number.MAX_SAFE_INTEGER,
    };
    ads = [...live.filter((a) => a.id !== id), draft].sort(
      (a, b) => a.sort_order - b.sort_order || a.id - b.id,
    );
  }
  const of = (placement: AdminHomeAd['placement']) =>
    ads.filter((a) => a.placement === placement).map(publicAd);
  const brands =
    input.brand_ids === undefined
      ? (await repo.featuredBrands(db)).filter((b) => b.active === 1)
      : await chosenBrands(db, input.brand_ids);
  return {
    hero: of('hero'),
    ads: of('home'),
    custom: of('custom'),
    featured_brands: brands.map(publicBrand),
  };
}
