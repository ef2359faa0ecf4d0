import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { errorCatalogue } from '@shop/contract/errors';
import { useLanguage, useLocalPath, useOptionalT, type MessageKey } from '#web/i18n/i18n.tsx';

interface Problem {
  status: number;
  title: MessageKey;
  /** The loader's own sentence (English) or the catalogue's, and its key for pages in another language. */
  message: string;
  messageKey: MessageKey;
}

function describe(error: unknown): Problem {
  if (isRouteErrorResponse(error)) {
    const fromLoader =
      typeof error.data === 'object' && error.data !== null && 'message' in error.data
        ? String((error.data as { message: unknown }).message)
        : null;
    if (error.status === 404) {
      return {
        status: 404,
        title: 'problem.notFound',
        message: fromLoader ?? errorCatalogue.not_found.message_en,
        messageKey: 'problem.notFoundMessage',
      };
    }
    return {
      status: error.status,
      title: 'problem.rightBack',
      message: fromLoader ?? errorCatalogue.unavailable.message_en,
      messageKey: 'problem.unavailable',
    };
  }
  // Unexpected errors stay in the server log; shoppers get the catalogue's plain sentence, never internals.
  return {
    status: 500,
    title: 'problem.wrong',
    message: errorCatalogue.internal.message_en,
    messageKey: 'problem.internal',
  };
}

const ENGLISH: Partial<Record<MessageKey, string>> = {
  'problem.notFound': 'We could not find that',
  'problem.rightBack': 'We will be right back',
  'problem.wrong': 'Something went wrong',
  'problem.retry': 'Try again',
  'problem.home': 'Go to the home page',
};

/**
 * What a shopper sees when a page could not be shown: a plain sentence and a way on. Inside the shop layout it speaks
 * the page's language (a loader's own sentence is English, so Arabic pages give the general one); outside it, English.
 */
export function PageProblem({ error }: { error: unknown }) {
  const location = useLocation();
  const t = useOptionalT();
  const language = useLanguage();
  const local = useLocalPath();
  const { status, title, message, messageKey } = describe(error);
  const say = (key: MessageKey) => (t ? t(key) : (ENGLISH[key] ?? key));
  return (
    <div className="page-problem" role="alert">
      <p className="page-problem__status">{t ? t('problem.status', { status }) : `Error ${status}`}</p>
      <h1 className="page-problem__title">{say(title)}</h1>
      <p className="page-problem__message">{t && language !== 'en' ? t(messageKey) : message}</p>
      <div className="page-problem__actions">
        <a className="button button--primary" href={`${location.pathname}${location.search}`}>
          {say('problem.retry')}
        </a>
        <Link className="button button--secondary" to={local('/')}>
          {say('problem.home')}
        </Link>
      </div>
    </div>
  );
}
