import { redirect } from 'react-router';

/** Any unknown path redirects home. */
export function loader() {
  return redirect('/');
}

export function action() {
  return redirect('/');
}
