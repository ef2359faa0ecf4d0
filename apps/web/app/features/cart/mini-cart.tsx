import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Cart } from '@shop/contract/cart';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { formatEGP } from '@shop/contract/money';
import { itemPath } from '@shop/contract/urls';
import { loadCart } from './cart-store.ts';
import { checkoutTarget } from './checkout-guard.ts';
import { lineStates, optionSummary } from './line-state.ts';
import { useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

type View = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; cart: Cart };

/**
 * The mini-cart of the header: wider than 991 px the cart button opens this dropdown with every line's
 * state, Edit item, View cart and Go to checkout. It asks the server about the lines each time it opens.
 */
export function MiniCart({ id, onClose }: { id: string; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void loadCart().then((result) => {
      if (current) setView(result.ok ? { kind: 'ready', cart: result.body.data } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, []);

  const deactivated = view.kind === 'ready' && view.cart.lines.some((line) => !line.active);

  return (
    <div id={id} className="mini-cart" role="dialog" aria-label={t('header.yourCart')}>
      {view.kind === 'loading' ? (
        <p className="mini-cart__message" role="status">
          {t('header.loadingCart')}
        </p>
      ) : view.kind === 'failed' ? (
        <p className="mini-cart__message">{t('miniCart.cartEmptyNow')}</p>
      ) : view.cart.lines.length === 0 ? (
        <p className="mini-cart__message">{view.cart.message_ar ?? view.cart.message_en}</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {view.cart.lines.map((line) => {
              const href = local(
                `${itemPath({ id: line.product_id ?? 0, slug: line.slug, name: line.name })}&variant=${line.id}`,
              );
              const options = optionSummary(line);
              return (
                <li key={line.id} className="mini-cart__line">
                  {line.image ? <img src={line.image} alt="" width={56} height={56} /> : <span />}
                  <div className="mini-cart__info">
                    <p className="mini-cart__name">{line.name}</p>
                    {options ? <p className="mini-cart__options">{options}</p> : null}
                    {line.active ? (
                      <p className="mini-cart__price">
                        <bdi>
                          {line.amount} × {formatEGP(line.discount_price ?? line.price, language)}
                        </bdi>
                      </p>
                    ) : null}
                    {lineStates(line).map((state) => (
                      <p key={state.key} className={`cart-state cart-state--${state.tone}`}>
                        {t(state.key, state.values)}
                      </p>
                    ))}
                    {line.active ? (
                      <Link className="text-link mini-cart__edit" to={href} onClick={onClose}>
                        {t('miniCart.editItem')}
                        <span className="visually-hidden"> {line.name}</span>
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mini-cart__total">
            <span>{t('miniCart.total')}</span>
            <bdi>{formatEGP(view.cart.totals.total, language)}</bdi>
          </p>
        </>
      )}
      <div className="mini-cart__actions">
        <button
          type="button"
          className={`button button--primary${deactivated ? ' is-blocked' : ''}`}
          aria-disabled={deactivated || undefined}
          disabled={view.kind !== 'ready' || view.cart.lines.length === 0}
          onClick={() => {
            if (view.kind !== 'ready') return;
            onClose();
            void navigate(local(checkoutTarget(view.cart, isSignedIn())));
          }}
        >
          {t('miniCart.goToCheckout')}
        </button>
        <Link className="button button--secondary" to={local('/shopping-cart')} onClick={onClose}>
          {t('miniCart.viewCart')}
        </Link>
      </div>
    </div>
  );
}
