import { redirect } from 'react-router';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import type { Route } from './+types/unknown-path';

/** The home page in the address's language: /anything goes to /, /ar/anything to /ar. */
function home(request: Request) {
  return redirect(pathInLanguage('/', languageOfPath(new URL(request.url).pathname)));
}

/** Any unknown path redirects home. */
export function loader({ request }: Route.LoaderArgs) {
  return home(request);
}

export function action({ request }: Route.ActionArgs) {
  return home(request);
}
