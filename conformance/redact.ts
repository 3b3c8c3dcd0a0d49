/**
 * Keeps credentials out of every report: passwords and bearer tokens the run
 * used or received are replaced, wherever they appear (request bodies, curl
 * reproductions, response bodies, notes), by a label such as `«admin password»`.
 */
export type Secrets = Map<string, string>;

/** Records a secret value with its label; short or empty values are ignored. */
export function addSecret(secrets: Secrets, value: string | undefined, label: string): void {
  if (value && value.length >= 4 && !secrets.has(value)) secrets.set(value, label);
}

/** The ways a value can be written inside the report: as is, JSON-escaped once or twice, shell-quoted. */
function spellings(value: string): string[] {
  const once = JSON.stringify(value).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  const shell = (s: string) => s.replace(/'/g, `'\\''`);
  return [...new Set([value, once, twice, shell(value), shell(once)])];
}

/** A deep copy of `value` with every secret replaced by its label. */
export function redact<T>(value: T, secrets: Secrets): T {
  if (!secrets.size) return value;
  let text = JSON.stringify(value);
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = [...secrets].sort((a, b) => b[0].length - a[0].length);
  for (const [secret, label] of ordered) {
    for (const form of spellings(secret)) {
      // Each spelling is replaced inside the JSON text, so it is escaped once more there.
      const inJson = JSON.stringify(form).slice(1, -1);
      text = text.split(inJson).join(`«${label}»`);
    }
  }
  return JSON.parse(text) as T;
}
