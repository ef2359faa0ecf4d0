import { Link, useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { productDetail } from '@shop/contract/catalog';
import { paymentMethod } from '@shop/contract/orders';
import { relatedProducts } from '@shop/contract/related';
import { formatEGP } from '@shop/contract/money';
import { comparePath, itemCanonicalPath, overviewPath } from '@shop/contract/urls';
import { productShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { TagIcon } from '#web/components/ui/icons.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { toCardProduct } from '#web/features/catalog/card-product.ts';
import { cardView } from '#web/features/catalog/card-view.ts';
import { categoryLink, subCategoryLink } from '#web/features/catalog/catalog-links.ts';
import { bidiSafe, offerName } from '#web/features/catalog/offer-name.ts';
import { BuyBox } from '#web/features/product/buy-box.tsx';
import { Gallery } from '#web/features/product/gallery.tsx';
import { InstallmentOffers } from '#web/features/product/installment-offers-view.tsx';
import { NotifyForm } from '#web/features/product/notify-form.tsx';
import { productJsonLd } from '#web/features/product/product-json-ld.ts';
import { RelatedRows } from '#web/features/product/related-rows.tsx';
import { VariantPicker } from '#web/features/product/variant-picker.tsx';
import {
  chooseVariant,
  galleryImages,
  maxQuantity,
  OPTION_PARAMS,
  offerOf,
  optionPickers,
  VARIANT_PARAM,
} from '#web/features/product/variant-selection.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/item';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { cardWords } from '#web/features/catalog/card-words.ts';
import { pageMessages } from '#web/i18n/messages.server.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = serverApi({ context, request });
  const url = new URL(request.url);
  const key = encodeURIComponent(params.idOrSlug);
  // Similar products are priced around the chosen variant. With no choice in the address they are priced from the
  // product's lowest price, so they are asked for beside the product instead of after it.
  const related = (variantId?: number) =>
    api.request(
      `/api/customer/products/${key}/related${variantId === undefined ? '' : `?variant_id=${variantId}`}`,
      relatedProducts,
    );
  const chosen = [VARIANT_PARAM, ...Object.values(OPTION_PARAMS)].some((name) => url.searchParams.has(name));
  // The payment methods carry the installment plans the page prices for the chosen variant.
  const [product, paymentMethods, early] = await Promise.all([
    api.load(`/api/customer/products/${key}`, productDetail),
    api.load('/api/customer/orders/payment_methods', z.array(paymentMethod)),
    chosen ? null : related(),
  ]);
  // The canonical address names the product by slug whichever key the link used.
  const canonical = `${url.origin}${itemCanonicalPath(product)}`;
  const variant = chooseVariant(product, url.searchParams);
  // The rows are extras: if they fail, the page still shows.
  const answer = early ?? (await related(variant?.id));
  const rows = answer.ok ? answer.body.data : { similar: [], accessories: [] };
  return {
    product,
    paymentMethods,
    canonical,
    jsonLd: productJsonLd(product, variant, canonical, url.origin),
    similar: rows.similar.map(toCardProduct),
    accessories: rows.accessories.map(toCardProduct),
    messages: pageMessages(request, 'item'),
  };
}

/** Picking a variant only changes the query: the product is already on the page, so nothing needs fetching. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('item.notFound')) });
  const { product, canonical } = loaderData;
  return pageMeta({
    // Product pages are titled '{slug} | {shop name} | premium reseller', or by the title an editor chose.
    title: pageTitle(t, shopName, product.seo_title ?? product.slug),
    description: product.meta_description || product.details,
    url: canonical,
    language: layout?.language,
    type: 'product',
    shareCard: shareImageAddress(sharePaths.product(product.slug), productShareCard(shopName, product)),
    shareImg: product.image,
    keywords: [product.name, product.brand?.name, product.category.name].filter(Boolean).join(', '),
    section: product.category.name,
  });
}

/** The item page's own path with its query minus the variant choice, ready for '&variant=ID'. */
function pickerBase(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const key of [VARIANT_PARAM, ...Object.values(OPTION_PARAMS)]) rest.delete(key);
  const query = rest.toString();
  return `${pathname}?${query}${query ? '&' : ''}`;
}

export default function Item({ loaderData }: Route.ComponentProps) {
  const { product, paymentMethods, jsonLd, similar, accessories } = loaderData;
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const t = useT();
  const language = useLanguage();
  const offerTip = offerName(product, language);
  const local = useLocalPath();
  const variant = chooseVariant(product, searchParams);
  const offer = offerOf(product, variant);
  const pickers = optionPickers(product, variant);
  const images = galleryImages(product, variant);
  const card = cardView(product);
  const max = maxQuantity(product, variant);
  const reason = offer.soldOut ? t('item.reasonSoldOut') : max < 1 ? t('item.reasonMax') : '';

  return (
    <div className="item">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav className="breadcrumb" aria-label={t('item.breadcrumb')}>
        <ol className="breadcrumb__list">
          <li>
            <Link to={local('/')}>{t('item.home')}</Link>
          </li>
          <li>
            <Link to={local(categoryLink(product.category))}>{product.category.name}</Link>
          </li>
          {product.sub_category ? (
            <li>
              <Link to={local(subCategoryLink(product.category, product.sub_category))}>
                {product.sub_category.name}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="item__top">
        <Gallery key={images.join('|')} images={images} name={product.name} />

        <div className="item__info">
          {card.badges.length > 0 ? (
            <ul className="item__badges" aria-label={t('card.highlights')}>
              {card.badges.map((badge) => (
                <li key={badge} className="badge">
                  {cardWords(t, badge)}
                </li>
              ))}
            </ul>
          ) : null}
          {product.brand ? <p className="item__brand">{product.brand.name}</p> : null}
          <h1 className="item__name">{product.name}</h1>
          <p className="item__details">{product.details}</p>

          <div className="item__price">
            <bdi className="item__now">{formatEGP(offer.price, language)}</bdi>
            {offer.struck !== null ? (
              <s className="item__was">
                <span className="visually-hidden">{t('card.was')} </span>
                <bdi>{formatEGP(offer.struck, language)}</bdi>
              </s>
            ) : null}
          </div>
          <p className={`item__status item__status--${offer.tone}`}>
            {t(offer.statusKey, { count: offer.stock })}
          </p>
          {offerTip ? (
            <p className="item__tip">
              <TagIcon aria-hidden="true" />
              {bidiSafe(offerTip, language)}
            </p>
          ) : null}

          <VariantPicker pickers={pickers} path={pickerBase(pathname, searchParams)} />

          <BuyBox
            key={variant?.id ?? 'none'}
            variantId={variant?.id ?? null}
            max={max}
            canBuy={offer.canBuy}
            availableSoon={offer.soon}
            reason={reason}
            price={formatEGP(offer.price, language)}
            choice={
              pickers
                .map((picker) => picker.selectedName)
                .filter(Boolean)
                .join(', ') || product.name
            }
          />
          {offer.notify ? <NotifyForm productId={product.id} soon={offer.soon} /> : null}
          {offer.canBuy ? (
            <InstallmentOffers
              price={offer.price}
              productOffer={product.payment_methods_discount_name_en}
              methods={paymentMethods}
            />
          ) : null}

          <ul className="item__more">
            <li>
              <Link className="text-link" to={local(comparePath([product.slug]))}>
                {t('item.compare')}
              </Link>
            </li>
            <li>
              <Link className="text-link" to={local(overviewPath(product, product.category))}>
                {t('item.overview', { name: product.name })}
              </Link>
            </li>
          </ul>
        </div>
      </div>

      {product.attributes.length > 0 ? (
        <section className="item__section" aria-labelledby="item-specs">
          <h2 id="item-specs" className="item__section-title">
            {t('item.specs')}
          </h2>
          <dl className="specs">
            {product.attributes.map((attribute) => (
              <div key={attribute.name} className="specs__row">
                <dt className="specs__name">{attribute.name}</dt>
                <dd className="specs__value">{attribute.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="item__section" aria-labelledby="item-about">
        <h2 id="item-about" className="item__section-title">
          {t('item.about', { name: product.name })}
        </h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.long_description }} />
      </section>

      <RelatedRows productId={product.id} similar={similar} accessories={accessories} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
