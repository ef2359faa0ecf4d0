import { redirect } from 'react-router';

/** session/signin is an old address of the login page. */
export function loader() {
  return redirect('/login');
}
