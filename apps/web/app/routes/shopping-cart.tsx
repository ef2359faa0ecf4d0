import { useCallback, useEffect, useState } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { type Cart, type CartLine } from '@shop/contract/cart';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { formatEGP } from '@shop/contract/money';
import { itemPath } from '@shop/contract/urls';
import { showToast } from '#web/components/ui/toast.tsx';
import { checkoutTarget } from '#web/features/cart/checkout-guard.ts';
import { loadCart, setCartAmount } from '#web/features/cart/cart-store.ts';
import { lineStates, optionSummary, stepperMax } from '#web/features/cart/line-state.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { loadShopperCart } from '#web/features/shopper/shopper.server.ts';
import cartCss from '#web/styles/cart.css?url';
import type { Route } from './+types/shopping-cart';
import { passCacheControl } from '#web/lib/page-headers.ts';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cartCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('cart.title')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page holds the signed-in shopper's data: its loader's Cache-Control goes out with it. */
export const headers = passCacheControl;

/**
 * The cart as the server reads it from the page request: a customer's server cart (session cookie), or a guest's cart
 * from its cookie copy, checked by POST /orders/validate_cart. The page is the shopper's alone.
 */
export async function loader(args: Route.LoaderArgs) {
  return data(
    { cart: await loadShopperCart(args), messages: pageMessages(args.request, 'shopping-cart') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type View = { kind: 'failed' } | { kind: 'ready'; cart: Cart };

/**
 * The cart page, rendered on the server with the shopper's lines; once it runs in the browser the lines are checked
 * again from the browser's own cart (the source the cookie copy follows) and after every change: prices, totals and
 * every line's state are the server's.
 */
export default function ShoppingCart({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const money = (amount: number) => formatEGP(amount, language);
  const [view, setView] = useState<View>(
    loaderData.cart ? { kind: 'ready', cart: loaderData.cart } : { kind: 'failed' },
  );
  const [blockedNote, setBlockedNote] = useState(false);

  const refresh = useCallback(async () => {
    const result = await loadCart();
    setView(result.ok ? { kind: 'ready', cart: result.body.data } : { kind: 'failed' });
  }, []);

  useEffect(() => {
    // The browser's cart is the source: check it once the page runs here (it may be newer than the cookie copy).
    // refresh sets state only after the server answers, never synchronously within the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  async function setAmount(line: CartLine, amount: number) {
    if (!(await setCartAmount(line.id, amount))) return;
    if (amount === 0) showToast(t('cart.deleted'));
    setBlockedNote(false);
    void refresh();
  }

  function checkout(current: Cart) {
    // A blocked line keeps the shopper on the cart, where the lines say why.
    if (!current.can_checkout) setBlockedNote(true);
    // Every shopper is a guest until sign-in arrives with the accounts feature.
    else void navigate(local(checkoutTarget(current, isSignedIn())));
  }

  return (
    <div className="cart-page">
      <h1 className="cart-page__title">{t('cart.title')}</h1>
      {view.kind === 'failed' ? (
        <p className="cart-page__message" role="alert">
          {t('miniCart.cartEmptyNow')}
        </p>
      ) : view.cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p className="cart-page__message">{view.cart.message_ar ?? view.cart.message_en}</p>
          <Link className="button button--primary" to={local('/')}>
            {t('cart.continue')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__body">
          <ul className="cart-lines" aria-label={t('cart.lines')}>
            {view.cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} onAmount={(amount) => setAmount(line, amount)} />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-summary__title">
              {t('cart.summary')}
            </h2>
            <dl className="cart-summary__rows">
              <div>
                <dt>{t('cart.items')}</dt>
                <dd>{view.cart.totals.count}</dd>
              </div>
              <div>
                <dt>{t('cart.subtotal')}</dt>
                <dd>
                  <bdi>{money(view.cart.totals.subtotal)}</bdi>
                </dd>
              </div>
              {view.cart.totals.discount > 0 ? (
                <div>
                  <dt>{t('cart.discount')}</dt>
                  <dd>
                    <bdi>−{money(view.cart.totals.discount)}</bdi>
                  </dd>
                </div>
              ) : null}
              <div className="cart-summary__total">
                <dt>{t('miniCart.total')}</dt>
                <dd>
                  <bdi>{money(view.cart.totals.total)}</bdi>
                </dd>
              </div>
            </dl>
            <p className="cart-summary__note">{t('cart.deliveryNote')}</p>
            <button
              type="button"
              className={`button button--primary cart-summary__checkout${view.cart.can_checkout ? '' : ' is-blocked'}`}
              aria-describedby={view.cart.can_checkout ? undefined : 'cart-blocked'}
              onClick={() => checkout(view.cart)}
            >
              {t('cart.checkout')}
            </button>
            {!view.cart.can_checkout ? (
              <p id="cart-blocked" className="cart-summary__blocked" role={blockedNote ? 'alert' : undefined}>
                {t('cart.blocked')}
              </p>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}

function CartLineRow({ line, onAmount }: { line: CartLine; onAmount: (amount: number) => void }) {
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const money = (amount: number) => formatEGP(amount, language);
  const max = stepperMax(line);
  const states = lineStates(line);
  const href = itemPath({ id: line.product_id ?? 0, slug: line.slug, name: line.name });
  const options = optionSummary(line);
  return (
    <li className={`cart-line${line.checkout_block ? ' cart-line--blocked' : ''}`}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        {line.active ? (
          <Link className="cart-line__name" to={local(`${href}&variant=${line.id}`)}>
            {line.name}
          </Link>
        ) : (
          <span className="cart-line__name">{line.name}</span>
        )}
        {options ? <p className="cart-line__options">{options}</p> : null}
        {states.length > 0 ? (
          <ul className="cart-line__states">
            {states.map((state) => (
              <li key={state.key} className={`cart-state cart-state--${state.tone}`}>
                {t(state.key, state.values)}
              </li>
            ))}
          </ul>
        ) : null}
        {line.active ? (
          <p className="cart-line__price">
            <bdi>{money(line.discount_price ?? line.price)}</bdi>
            {line.discount_price !== null ? (
              <s className="cart-line__was">
                <bdi>{money(line.price)}</bdi>
              </s>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="cart-line__actions">
        {line.active ? (
          <div className="stepper" role="group" aria-label={t('cart.quantityOf', { name: line.name })}>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart.fewer', { name: line.name })}
              disabled={line.amount <= 1}
              onClick={() => onAmount(line.amount - 1)}
            >
              −
            </button>
            <span className="stepper__value" aria-live="polite">
              {line.amount}
            </span>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart.more', { name: line.name })}
              disabled={line.amount >= max}
              onClick={() => onAmount(line.amount + 1)}
            >
              +
            </button>
          </div>
        ) : null}
        {line.active ? (
          <p className="cart-line__total">
            <bdi>{money(line.line_total)}</bdi>
          </p>
        ) : null}
        <button type="button" className="text-link cart-line__remove" onClick={() => onAmount(0)}>
          {t('cart.remove')}
          <span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
    </li>
  );
}
