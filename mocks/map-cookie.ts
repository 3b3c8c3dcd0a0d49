/**
 * A small map (operationId → a choice) kept in a session cookie that only the dev server reads:
 * the `/__mock` page's scenarios and latencies.
 */

/** The map named `name` in a Cookie header, keeping the entries `keep` accepts; anything unreadable is an empty map. */
export function readMapCookie<T>(
  cookieHeader: string | undefined,
  name: string,
  keep: (value: unknown) => value is T,
): Record<string, T> {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  if (!raw) return {};
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(name.length + 1))) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, T] => keep(e[1])));
  } catch {
    return {};
  }
}

/** The Set-Cookie header that stores the map's entries (an empty map clears the cookie). */
export function mapCookie(name: string, entries: [string, unknown][]): string {
  if (!entries.length) return `${name}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
  const value = encodeURIComponent(JSON.stringify(Object.fromEntries(entries)));
  return `${name}=${value}; Path=/; SameSite=Lax; HttpOnly`;
}
