import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  adInput,
  adminHome,
  adminHomeAd,
  homePreview,
  PLACEMENTS,
  placementLabel,
  type AdminHome,
  type AdminHomeAd,
  type HomePreview,
} from '@shop/contract/admin-home';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { BrandStrip } from '#web/features/catalog/brand-strip.tsx';
import { withCookies } from '#web/lib/form-post.server.ts';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import { I18nProvider, type CompiledMessages } from '#web/i18n/i18n.tsx';
import { messagesFor } from '#web/i18n/messages.server.ts';
import type { Route } from './+types/admin-home-page';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta() {
  return adminMeta('Home page');
}

const HOME_EDITOR_PATH = '/admin/home-page';

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const home = await staffApi(args).request('/api/admin/home', adminHome);
  if (!home.ok) throw data({ message: home.message }, { status: home.status });
  return {
    csrf: session.csrf_token,
    editor: session.staff.role !== 'support',
    ...home.body.data,
    notice: new URL(args.request.url).searchParams.get('notice'),
  };
}

interface Outcome {
  failure?: string;
  /** The featured-brands form as sent, when it is answered with a preview or a refusal. */
  brands?: { chosen: number[]; positions: Record<number, string> };
  preview?: HomePreview;
  /** The storefront's English messages, which its blocks read their words from, with a preview. */
  messages?: CompiledMessages;
}

/** The featured brands a form chose, ordered by the positions typed (blank ones after, in the list's order). */
function chosenBrands(form: FormData, brands: readonly { id: number }[]) {
  const chosen = new Set(form.getAll('feature').map(Number));
  const positions: Record<number, string> = {};
  for (const brand of brands) positions[brand.id] = String(form.get(`position_${brand.id}`) ?? '').trim();
  const rank = (id: number) => {
    const typed = Number(positions[id]);
    return positions[id] !== '' && Number.isFinite(typed) ? typed : Number.POSITIVE_INFINITY;
  };
  const ids = brands
    .map((b, index) => ({ id: b.id, index }))
    .filter((b) => chosen.has(b.id))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.index - b.index)
    .map((b) => b.id);
  return { ids, chosen: [...chosen], positions };
}

/**
 * Moves, switches on or off, or removes a slide or tile, and previews or saves the featured brands; back to the list,
 * which says what happened. The API decides who may.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const back = (message: string) =>
    redirect(`${HOME_EDITOR_PATH}?notice=${encodeURIComponent(message)}`, {
      headers: withCookies(api.cookies),
    });
  const incomplete = () =>
    data<Outcome>({ failure: 'This form is not complete. Reload the page and try again.' }, { status: 400 });

  if (intent === 'brands-preview' || intent === 'brands-save') {
    const home = await api.request('/api/admin/home', adminHome);
    if (!home.ok) return data<Outcome>({ failure: home.message }, { status: home.status });
    const { ids, chosen, positions } = chosenBrands(
      form,
      home.body.data.brands.filter((b) => b.active),
    );
    const sent = { chosen, positions };
    if (intent === 'brands-preview') {
      const preview = await api.post('/api/admin/home/preview', homePreview, { brand_ids: ids });
      if (!preview.ok)
        return data<Outcome>({ failure: preview.message, brands: sent }, { status: preview.status });
      return data<Outcome>({ brands: sent, preview: preview.body.data, messages: messagesFor('en') });
    }
    const saved = await api.post('/api/admin/home/featured-brands', adminHome, { brand_ids: ids }, 'PUT');
    if (!saved.ok) return data<Outcome>({ failure: saved.message, brands: sent }, { status: saved.status });
    throw back(saved.body.message_en);
  }

  if (!Number.isInteger(id) || id <= 0) return incomplete();
  const path = `/api/admin/home/ads/${id}`;
  if (intent === 'up' || intent === 'down') {
    const moved = await api.post(`${path}/move`, adminHomeAd, { direction: intent });
    if (!moved.ok) return data<Outcome>({ failure: moved.message }, { status: moved.status });
    throw back(moved.body.message_en);
  }
  if (intent === 'remove') {
    const removed = await api.request(path, adminHomeAd, { method: 'DELETE' });
    if (!removed.ok) return data<Outcome>({ failure: removed.message }, { status: removed.status });
    throw back(removed.body.message_en);
  }
  if (intent === 'show' || intent === 'hide') {
    const current = await api.request(path, adminHomeAd);
    if (!current.ok) return data<Outcome>({ failure: current.message }, { status: current.status });
    const fields = adInput.safeParse({ ...current.body.data, active: intent === 'show' });
    // A slide stored before today's rules (a long title, an old link) is fixed in its form before it is switched.
    if (!fields.success)
      return data<Outcome>(
        {
          failure: `${current.body.data.title} has a field the shop no longer accepts: open it with "Edit" and save it there.`,
        },
        { status: 400 },
      );
    const saved = await api.post(path, adminHomeAd, fields.data, 'PUT');
    if (!saved.ok) return data<Outcome>({ failure: saved.message }, { status: saved.status });
    throw back(
      saved.body.message_en === 'Nothing had changed.'
        ? saved.body.message_en
        : `${saved.body.data.title} is ${intent === 'show' ? 'on' : 'off'} the home page now.`,
    );
  }
  return incomplete();
}

function AdRow({
  ad,
  csrf,
  editor,
  first,
  last,
}: {
  ad: AdminHomeAd;
  csrf: string;
  editor: boolean;
  first: boolean;
  last: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const small = 'button button--secondary admin-small-button';
  return (
    <li className="admin-card admin-faqs__item admin-home__item">
      <img className="admin-home__thumb" src={ad.image} alt="" width={120} height={50} loading="lazy" />
      <div className="admin-faqs__text">
        <p className="admin-faqs__question">
          {ad.title}
          {ad.active ? null : <span className="admin-home__off"> (hidden)</span>}
        </p>
        <p className="admin-stores__line">{ad.subtitle}</p>
        <p className="admin-stores__line">
          {ad.cta} → <code>{ad.link}</code>
        </p>
      </div>
      <Form method="post" className="admin-faqs__actions">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="id" value={ad.id} />
        <Link
          to={`${HOME_EDITOR_PATH}/ads/${ad.id}`}
          className={small}
          aria-label={`${editor ? 'Edit' : 'Open'} ${ad.title}`}
        >
          {editor ? 'Edit' : 'Open'}
        </Link>
        {editor ? (
          <>
            <button
              className={small}
              type="submit"
              name="intent"
              value="up"
              disabled={busy || first}
              aria-label={`Move ${ad.title} up`}
            >
              Up
            </button>
            <button
              className={small}
              type="submit"
              name="intent"
              value="down"
              disabled={busy || last}
              aria-label={`Move ${ad.title} down`}
            >
              Down
            </button>
            <button
              className={small}
              type="submit"
              name="intent"
              value={ad.active ? 'hide' : 'show'}
              disabled={busy}
              aria-label={`${ad.active ? 'Hide' : 'Show'} ${ad.title}`}
            >
              {ad.active ? 'Hide' : 'Show'}
            </button>
            <button
              className={small}
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              aria-label={`Remove ${ad.title}`}
            >
              Remove
            </button>
          </>
        ) : null}
      </Form>
    </li>
  );
}

function FeaturedBrands({
  brands,
  csrf,
  editor,
  sent,
}: {
  brands: AdminHome['brands'];
  csrf: string;
  editor: boolean;
  sent: Outcome['brands'];
}) {
  const busy = useNavigation().state === 'submitting';
  const shown = brands.filter((b) => b.active || b.featured_position !== null);
  return (
    <section className="admin-card admin-card--form" aria-labelledby="featured-brands-title">
      <h2 id="featured-brands-title" className="admin-card__title">
        Featured brands
      </h2>
      <p className="admin-note">
        Tick the brands the home page shows under &quot;Featured brands&quot; and number them in the order you
        want (1 first). Hidden brands are not offered: show them on the <Link to="/admin/brands">Brands</Link>{' '}
        page first.
      </p>
      <Form method="post" key={JSON.stringify(sent ?? null)}>
        <input type="hidden" name="csrf" value={csrf} />
        <fieldset className="admin-home__brands" disabled={!editor}>
          <legend className="visually-hidden">Featured brands</legend>
          {shown.map((brand) => {
            const checked = sent ? sent.chosen.includes(brand.id) : brand.featured_position !== null;
            const position = sent ? (sent.positions[brand.id] ?? '') : String(brand.featured_position ?? '');
            return (
              <div key={brand.id} className="admin-home__brand">
                <label className="admin-check__label">
                  <input type="checkbox" name="feature" value={brand.id} defaultChecked={checked} />
                  {brand.name}
                  {brand.active ? '' : ' (hidden)'}
                </label>
                <label className="admin-home__position">
                  <span className="visually-hidden">Position of {brand.name}</span>
                  <input
                    className="form-field__input"
                    type="number"
                    min={1}
                    max={99}
                    inputMode="numeric"
                    name={`position_${brand.id}`}
                    defaultValue={position}
                  />
                </label>
              </div>
            );
          })}
        </fieldset>
        {editor ? (
          <div className="product-editor__actions">
            <button
              className="button button--secondary"
              type="submit"
              name="intent"
              value="brands-preview"
              disabled={busy}
            >
              Preview brands
            </button>
            <button
              className="button button--primary"
              type="submit"
              name="intent"
              value="brands-save"
              disabled={busy}
            >
              Save brands
            </button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

/** The home page's slides, tiles and custom ads by placement, and its featured brands. */
export default function AdminHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, editor, ads, brands, notice } = loaderData;
  const outcome = actionData as Outcome | undefined;
  return (
    <section className="admin-page" aria-labelledby="admin-home-title">
      <p className="admin-crumbs">
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="admin-home-title" className="admin-page__title">
        Home page
      </h1>
      <p className="admin-note">
        What <a href="/">the shop&apos;s home page</a> shows above and between its product sections. A saved
        change shows in the shop at once; open a slide or tile to preview a change before saving it.
      </p>
      <FormMessage message={notice ?? undefined} tone="success" />
      <FormMessage message={outcome?.failure} />
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change the home page.</ReadOnlyNote> : null}
      {PLACEMENTS.map((placement) => {
        const list = ads.filter((a) => a.placement === placement);
        const label = placementLabel[placement];
        return (
          <section key={placement} className="admin-content__group" aria-labelledby={`home-${placement}`}>
            <h2 id={`home-${placement}`} className="admin-content__heading">
              {label.many}
            </h2>
            <p className="admin-note">
              {label.where}.{' '}
              {editor ? (
                <Link to={`${HOME_EDITOR_PATH}/ads/new?placement=${placement}`}>
                  New {label.one.toLowerCase()}
                </Link>
              ) : null}
            </p>
            {list.length === 0 ? <p className="admin-note">None yet.</p> : null}
            <ol className="admin-faqs" aria-label={label.many}>
              {list.map((ad, index) => (
                <AdRow
                  key={ad.id}
                  ad={ad}
                  csrf={csrf}
                  editor={editor}
                  first={index === 0}
                  last={index === list.length - 1}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <FeaturedBrands brands={brands} csrf={csrf} editor={editor} sent={outcome?.brands} />
      {outcome?.preview && outcome.messages ? (
        <section className="admin-content__preview" aria-labelledby="brands-preview-title">
          <h2 id="brands-preview-title" className="admin-card__title">
            Preview (not saved)
          </h2>
          <div className="home admin-content__frame">
            <I18nProvider language="en" messages={outcome.messages}>
              <BrandStrip brands={outcome.preview.featured_brands} />
            </I18nProvider>
          </div>
        </section>
      ) : null}
    </section>
  );
}
