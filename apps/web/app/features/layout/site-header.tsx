import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Brand } from '@shop/contract/catalog';
import { BagIcon, ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '#web/components/ui/icons.tsx';
import { ShopLogo } from '#web/components/ui/shop-logo.tsx';
import { useCartCount } from '#web/features/cart/cart-count.ts';
import { MobileSearch } from '#web/features/search/mobile-search.tsx';
import { SearchBox } from '#web/features/search/search-box.tsx';
import { useSession } from '#web/features/session/session.ts';
import { exitPreview } from '#web/lib/preview.ts';
import type { MenuCategory } from './menu-category.ts';
import { onFirstUse } from '#web/lib/on-first-use.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';
import { LanguageSwitch } from '#web/i18n/language-switch.tsx';
import { pathWithoutLanguage } from '@shop/contract/languages';

interface SiteHeaderProps {
  shopName: string;
  categories: MenuCategory[];
  menuBrands: Brand[];
  /** Maintenance bypass is on: show the Exit button. */
  preview: boolean;
}

type Menu = 'shop' | 'enterprise';

// The Shop menu opens on a click; its code is fetched when the pointer or focus first reaches the button.
const loadMegaMenu = onFirstUse(() => import('./mega-menu.tsx'));
const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })));
// Fetched the first time a shopper opens it: it brings the cart API and its schemas, which no page needs to render.
const loadMiniCart = onFirstUse(() => import('#web/features/cart/mini-cart.tsx'));
const MiniCart = lazy(() => loadMiniCart().then((module) => ({ default: module.MiniCart })));

/** The desktop/mobile breakpoint is 991 px, as in the stylesheets. */
const DESKTOP_MIN_WIDTH = 992;

interface HeaderUi {
  /** The location these choices were made on: any navigation closes every menu without an effect. */
  key: string;
  drawer: boolean;
  menu: Menu | null;
  search: boolean;
  /** The mini-cart dropdown (wider than 991 px only). */
  cart: boolean;
}

export function SiteHeader({ shopName, categories, menuBrands, preview }: SiteHeaderProps) {
  const location = useLocation();
  const t = useT();
  const local = useLocalPath();
  const cartCount = useCartCount();
  const session = useSession();
  const ids = useId();
  const megaMenuId = `${ids}-shop`;
  const enterpriseId = `${ids}-enterprise`;
  const navId = `${ids}-nav`;
  const miniCartId = `${ids}-cart`;

  const closed: HeaderUi = { key: location.key, drawer: false, menu: null, search: false, cart: false };
  const [state, setState] = useState<HeaderUi>(closed);
  const ui = state.key === location.key ? state : closed;
  const update = (patch: Partial<Omit<HeaderUi, 'key'>>) =>
    setState((prev) => ({ ...(prev.key === location.key ? prev : closed), ...patch, key: location.key }));

  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerCloseRef = useRef<HTMLButtonElement>(null);
  const menuOpen = ui.menu !== null || ui.drawer || ui.cart;
  const cartLinkRef = useRef<HTMLAnchorElement>(null);

  // A click anywhere outside the header closes whatever it has open.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setState((prev) => ({ ...prev, drawer: false, menu: null, cart: false }));
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  // The drawer covers the page: keep the page from scrolling underneath and move focus into it.
  useEffect(() => {
    if (!ui.drawer) return;
    document.documentElement.classList.add('has-drawer');
    drawerCloseRef.current?.focus();
    return () => document.documentElement.classList.remove('has-drawer');
  }, [ui.drawer]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (ui.cart) {
      update({ cart: false });
      cartLinkRef.current?.focus();
    } else if (ui.menu) {
      const toggle = document.querySelector<HTMLElement>(
        `[aria-controls="${CSS.escape(ui.menu === 'shop' ? megaMenuId : enterpriseId)}"]`,
      );
      update({ menu: null });
      toggle?.focus();
    } else if (ui.drawer) {
      update({ drawer: false });
      burgerRef.current?.focus();
    } else if (ui.search) {
      update({ search: false });
    }
  }

  const toggleMenu = (menu: Menu) => update({ menu: ui.menu === menu ? null : menu });

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-search-open={ui.search || undefined}
      data-menu-open={ui.menu ?? undefined}
      onKeyDown={onKeyDown}
    >
      <div className="site-header__bar">
        <button
          ref={burgerRef}
          type="button"
          className="icon-button site-header__burger"
          aria-label={t('header.menu')}
          aria-expanded={ui.drawer}
          aria-controls={navId}
          data-needs-js
          onClick={() => update({ drawer: !ui.drawer, menu: null })}
        >
          <MenuIcon />
        </button>

        <Link to={local('/')} className="site-header__logo">
          {/* The service centre's logo shows only when the address is exactly /Maintenance. */}
          <ShopLogo
            name={shopName}
            variant={pathWithoutLanguage(location.pathname) === '/Maintenance' ? 'service' : 'shop'}
          />
        </Link>

        <nav
          id={navId}
          className="site-nav"
          aria-label={t('header.mainNav')}
          data-open={ui.drawer || undefined}
        >
          <div className="site-nav__drawer-head">
            <ShopLogo name={shopName} height={26} />
            <button
              ref={drawerCloseRef}
              type="button"
              className="icon-button"
              aria-label={t('header.closeMenu')}
              onClick={() => {
                update({ drawer: false, menu: null });
                burgerRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          </div>
          <ul className="site-nav__list">
            <li className="site-nav__item site-nav__item--shop">
              <button
                type="button"
                className="site-nav__link"
                aria-expanded={ui.menu === 'shop'}
                aria-controls={megaMenuId}
                data-needs-js
                onClick={() => toggleMenu('shop')}
                onPointerEnter={() => void loadMegaMenu()}
                onFocus={() => void loadMegaMenu()}
              >
                {t('header.shop')}
                <ChevronDownIcon className="site-nav__chevron" size={16} />
              </button>
              {ui.menu === 'shop' ? (
                <Suspense fallback={null}>
                  <MegaMenu id={megaMenuId} categories={categories} brands={menuBrands} />
                </Suspense>
              ) : null}
            </li>
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={local('/Maintenance')}>
                {t('header.support')}
              </NavLink>
            </li>
            <li className="site-nav__item site-nav__item--enterprise">
              <button
                type="button"
                className="site-nav__link"
                aria-expanded={ui.menu === 'enterprise'}
                aria-controls={enterpriseId}
                onClick={() => toggleMenu('enterprise')}
              >
                {t('header.enterprise')}
                <ChevronDownIcon className="site-nav__chevron" size={16} />
              </button>
              <ul id={enterpriseId} className="dropdown" hidden={ui.menu !== 'enterprise'}>
                <li>
                  <Link className="dropdown__link" to={local('/education')}>
                    <span className="dropdown__title">{t('header.education')}</span>
                    <span className="dropdown__hint">{t('header.educationHint')}</span>
                  </Link>
                </li>
                <li>
                  <Link className="dropdown__link" to={local('/business')}>
                    <span className="dropdown__title">{t('header.business')}</span>
                    <span className="dropdown__hint">{t('header.businessHint')}</span>
                  </Link>
                </li>
              </ul>
            </li>
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={local('/Services')}>
                {t('header.services')}
              </NavLink>
            </li>
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={local('/contact-us')}>
                {t('header.contact')}
              </NavLink>
            </li>
            {preview ? (
              <li className="site-nav__item site-nav__item--exit">
                <button type="button" className="site-nav__link" onClick={exitPreview}>
                  {t('header.exitPreview')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="site-header__actions">
          {/* Remounted on navigation, so a new page starts with an empty box and no panel. */}
          <SearchBox
            key={location.key}
            onExpand={() => update({ search: true, menu: null })}
            onCollapse={() => update({ search: false })}
          />
          {/* At 991 px and narrower search opens the search dialog, whose submit goes to the search page. */}
          <MobileSearch />
          <LanguageSwitch className="language-switch" />
          {preview ? (
            <button type="button" className="preview-exit" onClick={exitPreview}>
              {t('header.exitPreview')}
            </button>
          ) : null}
          <Link
            to={local(session.user ? '/profile' : '/login')}
            className="icon-button site-header__profile"
            aria-label={session.user ? t('header.profile', { name: session.user.name }) : t('header.signIn')}
          >
            <UserIcon />
          </Link>
          <div className="cart-menu">
            {/* At 991 px and narrower it is a plain link to the cart page; wider, it opens the mini-cart. */}
            <Link
              ref={cartLinkRef}
              to={local('/shopping-cart')}
              className="icon-button cart-link"
              aria-label={t('header.cart', { count: cartCount })}
              aria-haspopup="dialog"
              aria-expanded={ui.cart}
              aria-controls={ui.cart ? miniCartId : undefined}
              onClick={(event) => {
                if (!window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches) return;
                event.preventDefault();
                update({ cart: !ui.cart, menu: null, drawer: false });
              }}
            >
              <BagIcon />
              {cartCount > 0 ? (
                <span className="cart-link__count" aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
            {ui.cart ? (
              <Suspense
                fallback={
                  <div id={miniCartId} className="mini-cart" role="dialog" aria-label={t('header.yourCart')}>
                    <p className="mini-cart__message" role="status">
                      {t('header.loadingCart')}
                    </p>
                  </div>
                }
              >
                <MiniCart id={miniCartId} onClose={() => update({ cart: false })} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
      {ui.drawer ? (
        <div
          className="site-header__scrim"
          aria-hidden="true"
          onClick={() => update({ drawer: false, menu: null })}
        />
      ) : null}
    </header>
  );
}
