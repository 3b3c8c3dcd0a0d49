/**
 * Database errors that are no fault of the request: the database cannot be reached, or the
 * connection to it was lost (PostgreSQL restarting or shut down, its backend terminated, the
 * network). They are answered `503` with `Retry-After`, unless a write may have been committed
 * before the connection went (then the request's outcome is unknown, and it is a `500`).
 */

/** Could not connect: nothing was sent (node's network errors; PostgreSQL refusing a connection). */
const REFUSED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // cannot_connect_now (starting up, shutting down), too_many_connections
  '57P03',
  '53300',
  // sqlclient_unable_to_establish_sqlconnection, sqlserver_rejected_establishment_of_sqlconnection
  '08001',
  '08004',
]);

/** The connection went while a statement ran (or just before): it may have run. */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02']);

/** pg's own errors for a connection that went, which carry no code. */
const LOST_MESSAGE =
  /^Connection terminated|not queryable|^Connection ended|terminating connection/i;

type Coded = Error & { code?: unknown; errors?: unknown[]; outcomeUnknown?: boolean };

/** `refused`, `lost`, or null when `err` is not a connection failure. */
export function connectionFailure(err: unknown): 'refused' | 'lost' | null {
  if (!(err instanceof Error)) return null;
  const e = err as Coded;
  const code = typeof e.code === 'string' ? e.code : '';
  if (REFUSED.has(code)) return 'refused';
  // Class 08: connection exceptions.
  if (LOST.has(code) || code.startsWith('08')) return 'lost';
  if (!code && LOST_MESSAGE.test(e.message)) return 'lost';
  // A connect to several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
  if (err instanceof AggregateError && e.errors?.length) {
    const inner = e.errors.map(connectionFailure);
    if (inner.every((f) => f !== null)) return inner.includes('lost') ? 'lost' : 'refused';
  }
  return null;
}

/**
 * A write may have committed before the connection went (`lost`), or one did before this
 * failure (`committed`): its request's outcome is unknown.
 */
export function markOutcomeUnknown(err: unknown, since: 'lost' | 'committed' = 'lost'): unknown {
  const failure = connectionFailure(err);
  if (failure && (since === 'committed' || failure === 'lost'))
    (err as Coded).outcomeUnknown = true;
  return err;
}

/** Whether `err` was marked by markOutcomeUnknown. */
export const outcomeUnknown = (err: unknown): boolean =>
  err instanceof Error && (err as Coded).outcomeUnknown === true;

/** A statement that only reads (a plain SELECT): losing its connection cannot have changed anything. */
export const readsOnly = (sql: string): boolean => /^\s*SELECT\b/i.test(sql);
