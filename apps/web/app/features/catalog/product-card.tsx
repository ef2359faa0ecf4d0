import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { itemPath } from '@shop/contract/urls';
import { Picture } from '#web/components/ui/picture.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { addOneToCart } from '#web/features/cart/cart-actions.ts';
import type { CardProduct } from './card-product.ts';
import { AVAILABLE_SOON_BADGE, cardView, PREORDER_BADGE } from './card-view.ts';
import { isolate, useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';
import { cardWords } from './card-words.ts';

function badgeClass(badge: string): string {
  if (badge === PREORDER_BADGE) return 'badge badge--preorder';
  if (badge === AVAILABLE_SOON_BADGE) return 'badge badge--soon';
  return 'badge';
}

/** The product card of the home page, listings and search: picture, name, price, badges and Add to cart. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  nameInButton = false,
}: {
  product: CardProduct;
  /**
   * Name the product in the add button ("Add to cart: iPhone Air", its name starting with the words it shows, so a
   * voice user can say them): for cards beside a page's own Add to cart, such as the item page's related rows, so each
   * button says what it adds.
   */
  nameInButton?: boolean;
  /** Near the top of the page: load the picture now rather than when it nears the viewport. */
  eager?: boolean;
  /** The first card of a listing, the largest thing on a phone's first screen: fetch its picture first. */
  priority?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const words = (text: string) => cardWords(t, text);
  const view = cardView(product, language);
  const href = local(itemPath(product));
  // The same product can sit in two sections of one page, so its ids cannot come from the product id.
  const nameId = useId();

  // Cart lines are variants (ADR 0007): the card adds the variant whose price it shows.
  const variantId = product.default_variant_id;

  async function onAdd() {
    if (variantId === null) return;
    if (!(await addOneToCart(variantId))) return;
    // The shopper did not pick a colour or size here, so the toast says which one went into the cart.
    const { addedMessage } = await import('./added-message.ts');
    showToast(
      await addedMessage(product, variantId, (what) => t('card.added', { what: isolate(what, language) })),
    );
  }

  return (
    <article className="product-card" aria-labelledby={nameId}>
      {view.badges.length > 0 ? (
        <ul className="product-card__badges" aria-label={t('card.highlights')}>
          {view.badges.map((badge) => (
            <li key={badge} className={badgeClass(badge)}>
              {words(badge)}
            </li>
          ))}
        </ul>
      ) : null}

      {/* The image repeats the name link for pointer users; keyboard and screen-reader users get the name link. */}
      <Link className="product-card__media" to={href} tabIndex={-1} aria-hidden="true">
        <Picture
          className="product-card__image"
          src={product.image}
          alt={product.name}
          width={200}
          height={200}
          fit="height"
          // 200 px high, at most a card wide (about 150 to 260 px).
          sizes="(max-width: 991px) 45vw, 260px"
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </Link>

      <div className="product-card__body">
        <h3 className="product-card__name" id={nameId}>
          <Link className="product-card__link" to={href}>
            {product.name}
          </Link>
        </h3>

        {view.colours.length > 0 ? (
          // One picture of the colours, named once ("3 colours: Black, Blue, Silver"): no element per name.
          <div
            className="swatches"
            role="img"
            aria-label={`${t('card.colours', { count: view.colours.length })}: ${view.colours
              .map((colour) => colour.name)
              .join(language === 'ar' ? '، ' : ', ')}`}
          >
            {view.colours.map((colour) => (
              <span
                key={colour.name}
                className="swatches__item"
                title={colour.name}
                style={{ '--swatch': colour.color } as CSSProperties}
              />
            ))}
          </div>
        ) : null}

        <p className="product-card__price">
          <bdi className="product-card__now">{view.price}</bdi>
          {view.struckPrice ? (
            <s className="product-card__was">
              <span className="visually-hidden">{t('card.was')} </span>
              <bdi>{view.struckPrice}</bdi>
            </s>
          ) : null}
        </p>
        {view.upToPrice ? (
          <p className="product-card__upto">{t('card.upTo', { price: isolate(view.upToPrice, language) })}</p>
        ) : null}

        <p className={`product-card__status product-card__status--${view.statusTone}`}>
          {words(view.status)}
        </p>

        {view.paymentTip ? (
          <p className="product-card__tip" title={view.paymentTip.full}>
            <span aria-hidden="true">{view.paymentTip.short}</span>
            <span className="visually-hidden">{view.paymentTip.full}</span>
          </p>
        ) : null}
      </div>

      <div className="product-card__actions">
        {view.availableSoon ? (
          // Not orderable yet: no add at all, but the way to the item page's "notify me" form.
          <Link className="button button--secondary product-card__soon" to={href}>
            {t('card.availableSoon')}
            <span className="visually-hidden">: {t('card.notifyMe', { name: product.name })}</span>
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary product-card__add"
            disabled={!view.canBuy || variantId === null}
            data-needs-js
            onClick={onAdd}
            aria-label={nameInButton ? t('card.addNamedToCart', { name: product.name }) : undefined}
          >
            {t('card.addToCart')}
          </button>
        )}
      </div>
    </article>
  );
}
