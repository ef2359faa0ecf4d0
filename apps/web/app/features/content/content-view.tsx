import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathInLanguage, type Language } from '@shop/contract/languages';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

/** The top of every content page: where it sits, its title and its lead. */
export function ContentHeader({
  title,
  lead,
  leadLang,
  trail = [],
  children,
}: {
  title: string;
  lead?: string | undefined;
  /** The lead's language when it differs from the page's (the content store writes English). */
  leadLang?: Language | undefined;
  /** Pages between Home and this one, such as Services for an article. */
  trail?: Array<{ label: string; to: string }>;
  children?: ReactNode;
}) {
  const t = useT();
  const local = useLocalPath();
  return (
    <header className="content-hero">
      <div className="content-hero__inner">
        <nav aria-label={t('content.breadcrumb')}>
          <ol className="content-crumbs">
            <li>
              <Link to={local('/')}>{t('content.home')}</Link>
            </li>
            {trail.map((step) => (
              <li key={step.to}>
                <Link to={local(step.to)}>{step.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="content-hero__title">{title}</h1>
        {lead ? (
          <p className="content-hero__lead" lang={leadLang}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/**
 * HTML the API sanitised before storing it (apps/api/src/modules/content/content-html.ts). The content store writes
 * it in English: on an Arabic page it is marked as English (`lang`), so it is read out and hyphenated as English.
 */
export function RichText({
  html,
  className = '',
  lang,
  linksIn,
}: {
  html: string;
  className?: string;
  lang?: Language | undefined;
  /** The page's language: the text's links to shop pages lead to that language's addresses (/ar/... in Arabic). */
  linksIn?: Language | undefined;
}) {
  return (
    <div
      className={`content-body ${className}`.trim()}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: linksIn ? withLinksIn(html, linksIn) : html }}
    />
  );
}

/** Rewrites the shop addresses of a sanitised HTML text's links (href="/...") into `language`'s addresses. */
export function withLinksIn(html: string, language: Language): string {
  if (language === 'en') return html;
  return html.replace(/href="(\/[^"]*)"/g, (whole, path: string) =>
    path.startsWith('//') ? whole : `href="${pathInLanguage(path, language)}"`,
  );
}

/** The side column of text pages: where to read on. */
export function ContentAside({
  title,
  links,
  children,
}: {
  title: string;
  links: Array<{ label: string; to: string }>;
  children?: ReactNode;
}) {
  const local = useLocalPath();
  const id = `aside-${useId()}`;
  return (
    <aside className="content-aside" aria-labelledby={id}>
      <h2 id={id} className="content-aside__title">
        {title}
      </h2>
      <ul className="content-aside__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="content-aside__link" to={local(link.to)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children ? <p className="content-aside__note">{children}</p> : null}
    </aside>
  );
}
