import { redirect } from 'react-router';

/**
 * session/signin is an old address of the login page (English; a shopper who chose Arabic is sent on to the Arabic
 * sign-in page by the language they remembered).
 */
export function loader() {
  return redirect('/login');
}
