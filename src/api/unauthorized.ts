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

/** Called by the client's auth middleware on every 401 answer. */
export function notifyUnauthorized(): void {
  listeners.forEach((l) => l());
}
