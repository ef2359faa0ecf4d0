import { useState } from 'react';
import { Link } from 'react-router';
import type { Brand } from '@shop/contract/catalog';
import { ACCESSORIES_CATEGORY_ID, accessoriesPath } from '@shop/contract/urls';
import { ArrowRightIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { categoryLink, subCategoryLink } from '#web/features/catalog/catalog-links.ts';
import type { MenuCategory } from './menu-category.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

interface MegaMenuProps {
  id: string;
  categories: MenuCategory[];
  /** The first brands for category 7's 'By Brand' list: the first 6, then Others. */
  brands: Brand[];
}

/**
 * The Shop menu: categories down the side (icon, name, arrow); the selected one shows its groups' sub-categories,
 * a 'New' tag where is_new, and for category 7 the brand list. Pointer hover and keyboard focus both select, so a
 * mouse user skims and a keyboard user tabs through the same way.
 */
export function MegaMenu({ id, categories, brands }: MegaMenuProps) {
  const t = useT();
  const local = useLocalPath();
  const [selectedId, setSelectedId] = useState(categories[0]?.id);
  const selected = categories.find((c) => c.id === selectedId) ?? categories[0];
  if (!selected) return null;
  const panelId = `${id}-panel`;

  return (
    <div className="mega-menu" id={id}>
      <div className="mega-menu__inner">
        <ul className="mega-menu__categories">
          {categories.map((category) => {
            const active = category.id === selected.id;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  className="mega-menu__category"
                  aria-expanded={active}
                  aria-controls={panelId}
                  onClick={() => setSelectedId(category.id)}
                  onMouseEnter={() => setSelectedId(category.id)}
                  onFocus={() => setSelectedId(category.id)}
                >
                  <img
                    className="mega-menu__icon"
                    src={active ? category.active_icon : category.icon}
                    alt=""
                    width={24}
                    height={24}
                  />
                  <span className="mega-menu__category-name">{category.name}</span>
                  <ChevronRightIcon className="mega-menu__arrow" size={18} />
                </button>
              </li>
            );
          })}
        </ul>

        <div className="mega-menu__panel" id={panelId} role="region" aria-label={selected.name}>
          <div className="mega-menu__groups">
            {selected.groups.map((group) => (
              <div role="group" className="mega-menu__group" key={group.id} aria-label={group.name}>
                <p className="mega-menu__group-title">{group.name}</p>
                <ul className="mega-menu__links">
                  {group.sub_categories.map((sub) => (
                    <li key={sub.id}>
                      <Link className="mega-menu__link" to={local(subCategoryLink(selected, sub))}>
                        {sub.name}
                        {sub.is_new ? <span className="tag tag--new">{t('mega.new')}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {selected.id === ACCESSORIES_CATEGORY_ID && brands.length > 0 ? (
              <div role="group" className="mega-menu__group" aria-label={t('mega.byBrand')}>
                <p className="mega-menu__group-title">{t('mega.byBrand')}</p>
                <ul className="mega-menu__links">
                  {brands.map((brand) => (
                    <li key={brand.id}>
                      <Link
                        className="mega-menu__link"
                        to={local(accessoriesPath({ slug_brand: brand.slug }))}
                      >
                        {brand.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link className="mega-menu__link" to={local(accessoriesPath())}>
                      {t('mega.others')}
                    </Link>
                  </li>
                </ul>
              </div>
            ) : null}
          </div>
          <Link className="mega-menu__feature" to={local(categoryLink(selected))}>
            <img className="mega-menu__image" src={selected.image} alt="" width={200} height={200} />
            <span className="mega-menu__feature-label">
              {t('mega.shopAll', { category: selected.name })}
              <ArrowRightIcon size={18} />
            </span>
          </Link>
        </div>
      </div>
    </div>
  );
}
