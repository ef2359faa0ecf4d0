import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { errorCatalogue } from '@shop/contract/errors';

function describe(error: unknown): { status: number; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const fromLoader =
      typeof error.data === 'object' && error.data !== null && 'message' in error.data
        ? String((error.data as { message: unknown }).message)
        : null;
    if (error.status === 404) {
      return {
        status: 404,
        title: 'We could not find that',
        message: fromLoader ?? errorCatalogue.not_found.message_en,
      };
    }
    return {
      status: error.status,
      title: 'We will be right back',
      message: fromLoader ?? errorCatalogue.unavailable.message_en,
    };
  }
  // Unexpected errors stay in the server log; shoppers get the catalogue's plain sentence, never internals.
  return { status: 500, title: 'Something went wrong', message: errorCatalogue.internal.message_en };
}

/** What a shopper sees when a page could not be shown: a plain sentence and a way on. */
export function PageProblem({ error }: { error: unknown }) {
  const location = useLocation();
  const { status, title, message } = describe(error);
  return (
    <div className="page-problem" role="alert">
      <p className="page-problem__status">Error {status}</p>
      <h1 className="page-problem__title">{title}</h1>
      <p className="page-problem__message">{message}</p>
      <div className="page-problem__actions">
        <a className="button button--primary" href={`${location.pathname}${location.search}`}>
          Try again
        </a>
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
