import { useMemo, useSyncExternalStore } from 'react';
import {
  hasStoredSessionChanged,
  readSession,
  SIGNED_OUT,
  subscribeSession,
  type Session,
} from '#web/lib/stored-session.ts';
import { usePageShopper } from './page-shopper.ts';

/**
 * The session in components: the page's shopper (from the session cookie) on the server and during hydration, the
 * stored one after. A customer signed in by a plain form post is on the page before they are in storage: until the
 * layout stores their session (session-sync.ts) or anything else changes it, the page's customer stands in, so the
 * first render in the browser agrees with the server's and the header never flips to "Sign in" meanwhile.
 */
export function useSession(): Session {
  const { user } = usePageShopper();
  const rendered = useMemo<Session>(() => (user ? { token: null, user } : SIGNED_OUT), [user]);
  const current = () => {
    const stored = readSession();
    return stored.token || hasStoredSessionChanged() ? stored : rendered;
  };
  return useSyncExternalStore(subscribeSession, current, () => rendered);
}
