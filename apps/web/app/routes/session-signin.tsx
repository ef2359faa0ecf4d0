import { redirect } from 'react-router';

/** session/signin is an old address of the login page (specification section 2). */
export function loader() {
  return redirect('/login');
}
