// Slow answers for `npm run dev:mock`: a latency per operation, or for all of them, chosen on
// the /__mock panel or with a shortcut link, so that loading states, spinners and timeouts can
// be seen against Prism (which answers at once). The choice lives in a cookie of its own
// (`mock-latency`: operationId or `*` → milliseconds); the dev server holds a request to /api
// that long before its proxy forwards it. None of this reaches the production bundle.
import { mapCookie, readMapCookie } from './map-cookie.ts';
import { operationFor, type Operation } from './scenarios.ts';

export const LATENCY_COOKIE = 'mock-latency';
/** The key of the latency that applies to every operation without one of its own. */
export const ALL = '*';
/** The longest latency the panel accepts: past a minute the app's own timeouts have long fired. */
export const MAX_LATENCY_MS = 60_000;

export type Latency = Record<string, number>;

/** A latency as typed (milliseconds, a whole number from 0 to a minute), or null when it is not one. */
export function parseLatency(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,5}$/.test(value.trim())) return null;
  const ms = Number(value.trim());
  return ms <= MAX_LATENCY_MS ? ms : null;
}

/** The latency map from a Cookie header; anything unreadable is no latency. */
export function readLatency(cookieHeader: string | undefined): Latency {
  return readMapCookie(
    cookieHeader,
    LATENCY_COOKIE,
    (ms): ms is number =>
      typeof ms === 'number' && Number.isInteger(ms) && ms > 0 && ms <= MAX_LATENCY_MS,
  );
}

/** The Set-Cookie header that stores a latency map (a session cookie, read by the dev server only). */
export function latencyCookie(latency: Latency): string {
  return mapCookie(
    LATENCY_COOKIE,
    Object.entries(latency).filter(([, ms]) => ms > 0),
  );
}

/** How long to hold a request to the mock (path without /api): its operation's latency, else all's. */
export function latencyFor(
  ops: Operation[],
  latency: Latency,
  method: string,
  path: string,
): number {
  const op = operationFor(ops, method, path);
  return (op && latency[op.id]) || latency[ALL] || 0;
}

/**
 * Applies latency shortcut parameters to a latency map: `latency=MS` for every operation,
 * `latency.<operationId>=MS` for one. `latency.<operationId>=0` clears that operation's latency;
 * `latency=0` clears every latency, per-operation ones included (every operation answers at once
 * again). Unknown operations and values that are no latency are reported, not applied.
 */
export function applyLatencyShortcuts(
  ops: Operation[],
  latency: Latency,
  params: URLSearchParams,
): { latency: Latency; unknown: string[] } {
  const next = { ...latency };
  const unknown: string[] = [];
  for (const [key, value] of params) {
    const m = /^latency(?:\.(.+))?$/.exec(key);
    if (!m) continue;
    const id = m[1] ?? ALL;
    const ms = parseLatency(value);
    if ((id !== ALL && !ops.some((o) => o.id === id)) || ms === null) {
      unknown.push(`${key}=${value}`);
      continue;
    }
    if (ms === 0 && id === ALL) for (const key of Object.keys(next)) delete next[key];
    else if (ms === 0) delete next[id];
    else next[id] = ms;
  }
  return { latency: next, unknown };
}
