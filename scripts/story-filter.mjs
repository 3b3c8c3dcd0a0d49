// Which stories `npm run test:stories -- "<filter>"` runs. A filter matches a story by its
// display name ("Title Name", e.g. "Pages/Login Default"), by its export name ("Title
// ExportName", e.g. "Pages/Login WrongPassword") or by its id ("pages-login--wrong-password"):
// a regular expression, case-insensitive, tried on each of them. When nothing matches, the
// closest story names are offered instead.

/** The texts a filter is tried on, for one story of Storybook's index. */
const namesOf = (e) => [`${e.title} ${e.name}`, `${e.title} ${e.exportName ?? e.name}`, e.id];

/** A filter as a case-insensitive regular expression; one that is not valid is taken literally. */
function patternOf(filter) {
  try {
    return new RegExp(filter, 'i');
  } catch {
    return new RegExp(filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  }
}

/** The stories (index entries of type `story`) that any of `filters` matches. */
export function matchStories(entries, filters) {
  const patterns = filters.map(patternOf);
  return entries.filter((e) => namesOf(e).some((n) => patterns.some((p) => p.test(n))));
}

/** Levenshtein distance between two strings. */
function distance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** The words of a name: split at spaces, slashes, dashes and lower-to-upper case changes. */
const wordsOf = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The `count` story names ("Title Name") closest to the filters: each word of a filter is
 * matched with the story's nearest word (edit distance over length), and a story scores the
 * mean of those, so that a misspelt title or story name finds the stories it meant.
 */
export function closestStories(entries, filters, count = 5) {
  const scored = entries.map((e) => {
    const words = [...new Set(namesOf(e).flatMap(wordsOf))];
    const score = Math.min(
      ...filters.map((f) => {
        const wanted = wordsOf(f);
        if (!wanted.length) return Infinity;
        const near = wanted.map((w) =>
          Math.min(...words.map((t) => distance(w, t) / Math.max(w.length, t.length))),
        );
        return near.reduce((a, b) => a + b, 0) / near.length;
      }),
    );
    return { name: `${e.title} ${e.name}`, score };
  });
  const seen = new Set();
  return scored
    .sort(
      (a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .filter((s) => !seen.has(s.name) && seen.add(s.name))
    .slice(0, count)
    .map((s) => s.name);
}
