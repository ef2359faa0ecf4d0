import { redirect } from 'react-router';

/** Any unknown path redirects home (specification section 2). */
export function loader() {
  return redirect('/');
}

export function action() {
  return redirect('/');
}
