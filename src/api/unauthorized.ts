type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Subscribe to 401 answers (the session signs out). Returns the unsubscribe.
 * Kept apart from the client so the session can listen without loading it.
 */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by the client's auth middleware on every 401 answer. The listeners run on the next
 * task, after the caller has received the error ("the error is passed on"): signing out
 * unmounts the guarded screen, and its failure message (e.g. 'Gagal menyimpan artikel.') must
 * still be shown first.
 */
export function notifyUnauthorized(): void {
  setTimeout(() => listeners.forEach((l) => l()), 0);
}
