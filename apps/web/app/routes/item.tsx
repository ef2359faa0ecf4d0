import { Link, useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { productDetail } from '@shop/contract/catalog';
import { paymentMethod } from '@shop/contract/orders';
import { formatEGP } from '@shop/contract/money';
import { comparePath, itemCanonicalPath, overviewPath } from '@shop/contract/urls';
import { productShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { TagIcon } from '#web/components/ui/icons.tsx';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { cardView } from '#web/features/catalog/card-view.ts';
import { categoryLink, subCategoryLink } from '#web/features/catalog/catalog-links.ts';
import { BuyBox } from '#web/features/product/buy-box.tsx';
import { Gallery } from '#web/features/product/gallery.tsx';
import { InstallmentOffers } from '#web/features/product/installment-offers-view.tsx';
import { NotifyForm } from '#web/features/product/notify-form.tsx';
import { productJsonLd } from '#web/features/product/product-json-ld.ts';
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

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = serverApi({ context, request });
  // The payment methods carry the installment plans the page prices for the chosen variant.
  const [product, paymentMethods] = await Promise.all([
    api.load(`/api/customer/products/${encodeURIComponent(params.idOrSlug)}`, productDetail),
    api.load('/api/customer/orders/payment_methods', z.array(paymentMethod)),
  ]);
  const url = new URL(request.url);
  // The canonical address names the product by slug whichever key the link used.
  const canonical = `${url.origin}${itemCanonicalPath(product)}`;
  const variant = chooseVariant(product, url.searchParams);
  return {
    product,
    paymentMethods,
    canonical,
    jsonLd: productJsonLd(product, variant, canonical, url.origin),
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
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  if (!loaderData) return pageMeta({ title: pageTitle(shopName, 'Product not found') });
  const { product, canonical } = loaderData;
  return pageMeta({
    // Product pages are titled '{slug} | {shop name} | premium reseller', or by the title an editor chose.
    title: pageTitle(shopName, product.seo_title ?? product.slug),
    description: product.meta_description || product.details,
    url: canonical,
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
  const { product, paymentMethods, jsonLd } = loaderData;
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const variant = chooseVariant(product, searchParams);
  const offer = offerOf(product, variant);
  const pickers = optionPickers(product, variant);
  const images = galleryImages(product, variant);
  const card = cardView(product);
  const max = maxQuantity(product, variant);
  const reason = offer.soldOut
    ? 'This choice is out of stock.'
    : max < 1
      ? 'The most we can sell per order is already reached.'
      : '';

  return (
    <div className="item">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol className="breadcrumb__list">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={categoryLink(product.category)}>{product.category.name}</Link>
          </li>
          {product.sub_category ? (
            <li>
              <Link to={subCategoryLink(product.category, product.sub_category)}>
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
            <ul className="item__badges" aria-label="Highlights">
              {card.badges.map((badge) => (
                <li key={badge} className="badge">
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
          {product.brand ? <p className="item__brand">{product.brand.name}</p> : null}
          <h1 className="item__name">{product.name}</h1>
          <p className="item__details">{product.details}</p>

          <div className="item__price">
            <span className="item__now">{formatEGP(offer.price)}</span>
            {offer.struck !== null ? (
              <s className="item__was">
                <span className="visually-hidden">Was </span>
                {formatEGP(offer.struck)}
              </s>
            ) : null}
          </div>
          <p className={`item__status item__status--${offer.tone}`}>{offer.status}</p>
          {product.payment_methods_discount_name_en ? (
            <p className="item__tip">
              <TagIcon aria-hidden="true" />
              {product.payment_methods_discount_name_en}
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
            price={formatEGP(offer.price)}
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
              <Link className="text-link" to={comparePath([product.slug])}>
                Compare with other products
              </Link>
            </li>
            <li>
              <Link className="text-link" to={overviewPath(product, product.category)}>
                Overview of {product.name}
              </Link>
            </li>
          </ul>
        </div>
      </div>

      {product.attributes.length > 0 ? (
        <section className="item__section" aria-labelledby="item-specs">
          <h2 id="item-specs" className="item__section-title">
            Specifications
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
          About {product.name}
        </h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.long_description }} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
