import { Form, useNavigate, useNavigation } from 'react-router';
import { STORES_PAGE_QUERY, storesPath, storesResult, type StoreCity } from '@shop/contract/content';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { ContentHeader } from '#web/features/content/content-view.tsx';
import { StoreCard } from '#web/features/content/store-list.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/map-location';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { placeName } from '#web/i18n/place-names.ts';
import type { Language } from '@shop/contract/languages';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: contentCss },
];

/** map-location?page=Shopping Stores[&city_id=N]: the stores, filtered by the city kept in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cityText = url.searchParams.get('city_id') ?? '';
  // Anything but a city id (an old or hand-edited link) shows every store rather than an error.
  const cityId = /^\d{1,7}$/.test(cityText) && Number(cityText) > 0 ? Number(cityText) : null;
  const result = await serverApi({ context, request }).load(
    `/api/customer/stores${cityId ? `?city_id=${cityId}` : ''}`,
    storesResult,
  );
  return {
    result,
    canonical: `${url.origin}${storesPath(cityId)}`,
    messages: pageMessages(request, 'map-location'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  const city = loaderData?.result.cities.find((c) => c.id === loaderData.result.city_id);
  const cityName = city ? placeName(language, city.name_en, city.name_ar) : '';
  const title = city ? t('stores.pageTitleIn', { city: cityName }) : t('stores.pageTitle');
  return pageMeta({
    title: pageTitle(t, shopName, title),
    description: city
      ? t('stores.descriptionIn', { shop: shopName, city: cityName })
      : t('stores.description', { shop: shopName }),
    url: loaderData?.canonical,
    language,
  });
}

/** The cities with stores grouped by governorate, for the select's option groups. */
function byGovernorate(cities: StoreCity[], language: Language): Array<[string, StoreCity[]]> {
  const groups = new Map<string, StoreCity[]>();
  for (const city of cities) {
    const governorate = placeName(language, city.governorate_en, city.governorate_ar);
    groups.set(governorate, [...(groups.get(governorate) ?? []), city]);
  }
  return [...groups];
}

export default function MapLocation({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const total = result.cities.reduce((n, c) => n + c.stores, 0);
  const city = result.cities.find((c) => c.id === result.city_id);
  const heading = city
    ? t('stores.headingIn', {
        count: result.stores.length,
        city: placeName(language, city.name_en, city.name_ar),
      })
    : t('stores.headingAll', { count: result.stores.length });

  return (
    <div className="content-page">
      <ContentHeader title={t('stores.title')} lead={t('stores.lead')} />
      <div className="content-page__inner">
        <Form
          method="get"
          className="store-filter"
          aria-label={t('stores.filter')}
          onChange={(event) => {
            // The address keeps only what is chosen: no empty city_id for All cities.
            const value = new FormData(event.currentTarget).get('city_id');
            void navigate(local(storesPath(value ? Number(value) : null)), {
              preventScrollReset: true,
              replace: true,
            });
          }}
        >
          <input type="hidden" name="page" value={STORES_PAGE_QUERY} />
          <div className="form-field store-filter__field">
            <label className="form-field__label" htmlFor="store-city">
              {t('stores.city')}
            </label>
            <select
              id="store-city"
              name="city_id"
              className="form-select"
              defaultValue={result.city_id ?? ''}
              key={result.city_id ?? 'all'}
            >
              <option value="">{t('stores.allCities', { count: total })}</option>
              {byGovernorate(result.cities, language).map(([governorate, cities]) => (
                <optgroup key={governorate} label={governorate}>
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {placeName(language, c.name_en, c.name_ar)} ({t('stores.count', { count: c.stores })})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <noscript>
            <button className="button button--primary" type="submit">
              {t('stores.show')}
            </button>
          </noscript>
        </Form>

        <h2 className="store-results__heading" aria-live="polite" aria-busy={navigation.state === 'loading'}>
          {heading}
        </h2>
        {result.stores.length > 0 ? (
          <ul className="store-grid" aria-label={t('stores.list')}>
            {result.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="store-results__empty">{t('stores.none')}</p>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
