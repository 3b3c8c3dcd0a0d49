/**
 * Safe localStorage access. Reading never throws: storage that is missing,
 * blocked or holds corrupted data yields the fallback, and a corrupted entry
 * is removed so the app repairs itself.
 */
function store(): Storage | null {
  try {
    return typeof globalThis.localStorage !== 'undefined' ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string; a falsy value removes the entry. */
export function writeString(key: string, value: string | null | undefined): void {
  try {
    const s = store();
    if (!s) return;
    if (value) s.setItem(key, value);
    else s.removeItem(key);
  } catch {
    // Quota exceeded or storage blocked: the in-memory state still works.
  }
}

export function remove(key: string): void {
  writeString(key, null);
}

/**
 * Reads JSON and checks it with `isValid`. Unparseable or invalid data is
 * removed and the fallback returned.
 */
export function readJson<T>(key: string, isValid: (v: unknown) => v is T, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through
  }
  remove(key);
  return fallback;
}

/** Writes JSON; a falsy value removes the entry. */
export function writeJson(key: string, value: unknown): void {
  if (!value) {
    remove(key);
    return;
  }
  writeString(key, JSON.stringify(value));
}
