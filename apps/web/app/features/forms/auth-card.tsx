import type { ReactNode } from 'react';

/**
 * The page of an account form (sign in, register, forgotten and new password): a card named by its heading, a lead
 * line, the form, and links to the neighbouring pages.
 */
export function AuthCard({
  titleId,
  title,
  lead,
  announceLead = false,
  links,
  children,
}: {
  /** The heading's id, which names the card. */
  titleId: string;
  title: string;
  lead: ReactNode;
  /** The lead reports what just happened (a code was sent), so screen readers read it out. */
  announceLead?: boolean;
  links: ReactNode;
  /** The form; a card that only reports (a sign-in that did not finish) has none. */
  children?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__lead" role={announceLead ? 'status' : undefined}>
          {lead}
        </p>
        {children}
        <div className="auth-card__links">{links}</div>
      </section>
    </div>
  );
}
