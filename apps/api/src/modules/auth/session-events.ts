const sessionEndListeners = new Set<() => void>();

/**
 * Told whenever sessions are deleted in this process (sign-out, sign-out everywhere else, a password reset), so what
 * keeps accepted tokens in memory (the hot-read lane) forgets them at once. Returns the unsubscribe function.
 */
export function onSessionsEnded(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Called by the repositories right after they delete sessions (the one place each deletion happens). */
export function sessionsEnded(): void {
  for (const listener of sessionEndListeners) listener();
}
