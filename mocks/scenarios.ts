// Mock scenarios for `npm run dev:mock`: which answer Prism gives to each
// operation of the contract, chosen in the browser instead of with curl.
//
// The choice lives in a cookie (`mock-scenario`: operationId → Prism `Prefer`
// value). The dev server's /api proxy turns it into the `Prefer` header of the
// request it forwards to Prism, unless the request already carries one. None of
// this reaches the production bundle: it runs inside the Vite dev server only.
import { pathMatcher } from '../common/api/access.ts';
import { EXAMPLES } from '../common/api/contract-data.ts';
import { OPERATION_DETAILS, OPERATIONS } from '../common/api/operations.ts';
import type { OperationId } from '../common/api/types.ts';
import { mapCookie, readMapCookie } from './map-cookie.ts';

export const SCENARIO_COOKIE = 'mock-scenario';
export const PANEL_PATH = '/__mock';

export interface ScenarioChoice {
  /** The value of Prism's `Prefer` header, e.g. `code=401, example=wrongPassword`. */
  prefer: string;
  label: string;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  choices: ScenarioChoice[];
  match: RegExp;
}

/** Every operation of the contract (common/api/contract-data.ts), with each documented status code and named example. */
export function loadOperations(): Operation[] {
  return (Object.keys(OPERATIONS) as OperationId[]).map((id) => {
    const { method, path } = OPERATIONS[id];
    const choices: ScenarioChoice[] = [];
    for (const [code, response] of Object.entries(EXAMPLES[id].responses)) {
      const examples = Object.entries(Object.values(response.content)[0] ?? {});
      const what = response.description;
      if (!examples.length) {
        choices.push({ prefer: `code=${code}`, label: `${code}: ${what}`.trim() });
        continue;
      }
      for (const [name, example] of examples) {
        choices.push({
          prefer: `code=${code}, example=${name}`,
          label: `${code} ${name}: ${example.summary ?? what}`.trim(),
        });
      }
    }
    if (choices.some((c) => /^code=2/.test(c.prefer))) {
      const ok = choices.find((c) => /^code=2/.test(c.prefer))!.prefer.split(',')[0]!;
      choices.push({
        prefer: `${ok}, dynamic=true`,
        label: `${ok.slice(5)} generated from the schema`,
      });
    }
    return {
      id,
      method,
      path,
      summary: OPERATION_DETAILS[id].summary,
      choices,
      match: pathMatcher(path),
    };
  });
}

/** The scenario map from a Cookie header (operationId → Prefer); anything unreadable is no choice. */
export function readScenario(cookieHeader: string | undefined): Record<string, string> {
  return readMapCookie(cookieHeader, SCENARIO_COOKIE, (v): v is string => typeof v === 'string');
}

/** The Set-Cookie header that stores a scenario map (a session cookie, readable by the dev server only). */
export function scenarioCookie(scenario: Record<string, string>): string {
  return mapCookie(
    SCENARIO_COOKIE,
    Object.entries(scenario).filter(([, v]) => v),
  );
}

/** The operation a request to the mock (path without the /api prefix) is for. */
export function operationFor(
  ops: Operation[],
  method: string,
  path: string,
): Operation | undefined {
  const bare = path.split('?')[0] ?? '';
  return ops.find((o) => o.method === method.toUpperCase() && o.match.test(bare));
}

/**
 * The `Prefer` header to send to Prism for this request, or undefined to leave
 * it alone. A choice is only used when the contract still documents it.
 */
export function preferFor(
  ops: Operation[],
  scenario: Record<string, string>,
  method: string,
  path: string,
): string | undefined {
  const op = operationFor(ops, method, path);
  const chosen = op && scenario[op.id];
  return chosen && op.choices.some((c) => c.prefer === chosen) ? chosen : undefined;
}

/**
 * Applies shortcut parameters (`login=401`, `login=200.member`, `login=default`) to
 * a scenario map; unknown operations or answers are reported, not applied.
 */
export function applyShortcuts(
  ops: Operation[],
  scenario: Record<string, string>,
  params: URLSearchParams,
): { scenario: Record<string, string>; unknown: string[] } {
  const next = { ...scenario };
  const unknown: string[] = [];
  for (const [key, value] of params) {
    if (key === 'return' || key === 'saved' || /^latency(\.|$)/.test(key)) continue;
    const op = ops.find((o) => o.id === key);
    if (!op) {
      unknown.push(key);
      continue;
    }
    if (value === 'default') {
      delete next[op.id];
      continue;
    }
    const [code, example] = value.split('.');
    const choice = op.choices.find(
      (c) =>
        c.prefer.startsWith(`code=${code}`) &&
        (example ? c.prefer.includes(`example=${example}`) : !c.prefer.includes('dynamic')),
    );
    if (choice) next[op.id] = choice.prefer;
    else unknown.push(`${key}=${value}`);
  }
  return { scenario: next, unknown };
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The scenario panel: one select per operation, saved as the cookie. */
export function panelHtml(
  ops: Operation[],
  scenario: Record<string, string>,
  opts: { saved?: boolean; returnTo?: string; latency?: Record<string, number> } = {},
): string {
  const latency = opts.latency ?? {};
  const msInput = (id: string, name: string, label: string) =>
    `<input id="${id}" name="${name}" type="number" min="0" max="60000" step="100" inputmode="numeric" value="${latency[name.slice(8) || '*'] ?? ''}" placeholder="0" aria-label="${esc(label)}">`;
  const active = ops.filter((o) => o.choices.some((c) => c.prefer === scenario[o.id]));
  const rows = ops
    .map((o) => {
      const options = [
        `<option value="">default (the first example)</option>`,
        ...o.choices.map(
          (c) =>
            `<option value="${esc(c.prefer)}"${scenario[o.id] === c.prefer ? ' selected' : ''}>${esc(c.label)}</option>`,
        ),
      ].join('');
      return `<tr><th scope="row"><label for="op-${esc(o.id)}"><code>${o.method} ${esc(o.path)}</code></label><span>${esc(o.summary)} (${esc(o.id)})</span></th>
<td><select id="op-${esc(o.id)}" name="${esc(o.id)}">${options}</select></td>
<td>${msInput(`latency-${esc(o.id)}`, `latency.${esc(o.id)}`, `Latency of ${o.id} in milliseconds`)}</td></tr>`;
    })
    .join('\n');
  const back = opts.returnTo ?? '/';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock scenarios</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;padding:1.5rem;max-width:60rem;color:#111827;background:#fff}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#374151}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
th span{display:block;font-weight:400;color:#4b5563;font-size:.85rem}select{font:inherit;width:100%;padding:.3rem}input[type=number]{font:inherit;width:6.5rem;padding:.3rem}
.actions{display:flex;gap:.75rem;margin:1rem 0;flex-wrap:wrap}button,a.button{font:inherit;padding:.5rem 1rem;border-radius:.4rem;border:1px solid #1f2937;background:#1f2937;color:#fff;text-decoration:none;cursor:pointer}
button.secondary{background:#fff;color:#1f2937}.saved{background:#ecfdf5;border:1px solid #047857;color:#065f46;padding:.5rem .75rem;border-radius:.4rem}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style></head><body><main>
<h1>Mock scenarios</h1>
<p>Choose the answer Prism gives to each operation of <code>openapi/openapi.yaml</code> while you use the app on this dev server. A request that already sends its own <code>Prefer</code> header keeps it.</p>
${opts.saved ? `<p class="saved" role="status">Saved: ${active.length} operation(s) answer a chosen scenario. <a href="${esc(back)}">Back to the app</a></p>` : ''}
<form method="post" action="${PANEL_PATH}">
<input type="hidden" name="return" value="${esc(back)}">
<p><label for="latency-all">Latency of every operation (ms)</label> ${msInput('latency-all', 'latency', 'Latency of every operation in milliseconds')} <span>An operation's own latency, in its row, comes first; 0 or empty answers at once.</span></p>
<table><thead><tr><th scope="col">Operation</th><th scope="col">Answer</th><th scope="col">Latency (ms)</th></tr></thead><tbody>
${rows}
</tbody></table>
<div class="actions"><button type="submit">Save</button><button type="submit" name="reset" value="1" class="secondary">Reset all</button><a class="button" href="${esc(back)}">Back to the app</a></div>
</form>
<p>Shortcut links set operations and go to a page: <code>${PANEL_PATH}?login=401&amp;return=/login</code>, <code>${PANEL_PATH}?listArticles=500&amp;return=/freekick</code>, <code>${PANEL_PATH}?login=200.member</code> (a code, optionally a named example after a dot; <code>default</code> clears one). Latency: <code>${PANEL_PATH}?latency=1500</code> (every operation), <code>${PANEL_PATH}?latency.listArticles=4000&amp;return=/freekick</code> (one); <code>0</code> clears.</p>
</main></body></html>`;
}
