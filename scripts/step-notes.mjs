// What `npm test` repeats under a step's name in its summary: CI logs keep the end of
// the output, and the summary is all of it some readers get.
import { stripVTControlCharacters } from 'node:util';

/**
 * The lines of a step's output that name what failed, or what passed only on a retry.
 * Playwright lists failed and flaky tests under an "N failed" or "N flaky" line; Vitest and
 * Jest mark them FAIL, ×, ✕ or ✘, and Vitest counts errors outside any test ("Vitest caught 1
 * unhandled error"); the first lines of errors start with the error's name. Colour codes are
 * removed first: a runner that colours its output (Vitest does under FORCE_COLOR, even
 * FORCE_COLOR=0) must not hide its failures from the summary. A failed step whose output
 * names nothing gets its last lines instead, so the summary never says FAIL without a why.
 */
export function failureLines(output, { failed = true, max = 16 } = {}) {
  const lines = stripVTControlCharacters(output).split(/\r?\n/);
  const picked = [];
  for (let i = 0; i < lines.length && picked.length < max; i++) {
    const line = lines[i];
    if (/^\s+\d+ (failed|flaky)$/.test(line)) {
      picked.push(line.trim());
      for (let j = i + 1; j < lines.length && /^\s{4,}\S/.test(lines[j]); j++)
        if (picked.length < max) picked.push(lines[j].trim());
    } else if (
      /^\s*(FAIL\s|✘|✕|×|(\w*Error|AssertionError): |Vitest caught \d+ unhandled)/.test(line)
    )
      picked.push(line.trim().slice(0, 200));
  }
  if (!picked.length && failed)
    return lines
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-3)
      .map((l) => l.slice(0, 200));
  return [...new Set(picked)];
}
