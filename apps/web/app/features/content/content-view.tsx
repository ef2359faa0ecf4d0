import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The top of every content page: where it sits, its title and its lead. */
export function ContentHeader({
  title,
  lead,
  trail = [],
  children,
}: {
  title: string;
  lead?: string | undefined;
  /** Pages between Home and this one, such as Services for an article. */
  trail?: Array<{ label: string; to: string }>;
  children?: ReactNode;
}) {
  return (
    <header className="content-hero">
      <div className="content-hero__inner">
        <nav aria-label="Breadcrumb">
          <ol className="content-crumbs">
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((step) => (
              <li key={step.to}>
                <Link to={step.to}>{step.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="content-hero__title">{title}</h1>
        {lead ? <p className="content-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** HTML the API sanitised before storing it (apps/api/src/modules/content/content-html.ts). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`content-body ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** "Updated 3 March 2026" from an ISO timestamp, the same on the server and in the browser. */
export function updatedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Cairo',
  });
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
  const id = `aside-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <aside className="content-aside" aria-labelledby={id}>
      <h2 id={id} className="content-aside__title">
        {title}
      </h2>
      <ul className="content-aside__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="content-aside__link" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children ? <p className="content-aside__note">{children}</p> : null}
    </aside>
  );
}
