/**
 * The `path_parameter_patterns` check: for every read whose path parameter has a `pattern`
 * (a document's name) or is an integer (an id, written as a canonical decimal), values outside
 * it, such as the name in capitals, with `..`, with percent-encoded bytes (`%2e%2e%2f`,
 * `%00`, `%FF`), with a trailing slash, or an id with a leading zero, get a 4xx the contract documents
 * for the operation, never 2xx and never the resource. The request carries a token the
 * operation accepts (the member's where members may call it), so that auth does not mask the
 * answer, and the value it starts from names something (the kit's own item, else the
 * parameter's example).
 */
import { MEMBER_ROLE, type Operation, type Parameter } from '../contract.ts';
import { accepts } from '../../common/api/access.ts';
import type { KitContext } from '../context.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { statusLine } from '../recorder.ts';
import { fillPath, namingPathValues } from './path-values.ts';

const CHECK = 'path_parameter_patterns' as const;

/** Path segments outside the parameter's rule, derived from a value inside it (raw, already encoded). */
function outsideValues(p: Parameter, valid: string, last: boolean): string[] {
  const pattern = typeof p.schema.pattern === 'string' ? new RegExp(p.schema.pattern, 'u') : null;
  const candidates =
    p.schema.type === 'integer'
      ? [`0${valid}`, `${valid}%00`, `%FF${valid}`]
      : [valid.toUpperCase(), `..${valid}`, `%2e%2e%2f${valid}`, `${valid}%00`, `%FF${valid}`];
  if (last) candidates.push(`${valid}/`);
  const decoded = (raw: string) => {
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  };
  return [...new Set(candidates)].filter((raw) => {
    const text = decoded(raw);
    if (text === null || text === valid) return text === null;
    return p.schema.type === 'integer' ? true : !pattern?.test(text);
  });
}

export async function pathPatternsCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  const { recorder, contract } = kit;
  const ops = contract.operations.filter(
    (op) =>
      op.method === 'get' &&
      op.parameters.some(
        (p) =>
          p.in === 'path' && (typeof p.schema.pattern === 'string' || p.schema.type === 'integer'),
      ),
  );
  if (!ops.length) return recorder.skip(CHECK, '(no operation)', 'no path parameter with a rule');
  kit.log(CHECK);
  for (const op of ops) await checkOperation(kit, op);
}

async function checkOperation(kit: KitContext, op: Operation): Promise<void> {
  const { http, recorder } = kit;
  const role = !op.protected
    ? 'none'
    : accepts(op.access, MEMBER_ROLE) && http.tokens.member
      ? 'member'
      : 'admin';
  const auth = http.authFor(role);
  if (role !== 'none' && !auth)
    return recorder.skip(CHECK, op.label, `needs --${role} credentials`);
  const params = op.parameters.filter((p) => p.in === 'path');
  const { values, missing } = namingPathValues(kit, op);
  if (!values) return recorder.skip(CHECK, op.label, `no value of ${missing} that names something`);
  const fill = (vals: Record<string, string>) => fillPath(op, vals);
  const send = async (path: string): Promise<Exchange> => {
    const req: RequestSpec = { method: op.method, path, auth };
    const { ex, violations } = await http.exchange(op, req);
    for (const v of violations) recorder.record(v, CHECK, [ex]);
    recorder.touch(CHECK, op.label);
    return ex;
  };
  const fail = (message: string, steps: Exchange[]) =>
    recorder.record({ check: CHECK, operation: op.label, message }, 'sequence', steps);

  const inside = await send(fill(values));
  if (inside.response.status < 200 || inside.response.status >= 300)
    return recorder.skip(
      CHECK,
      op.label,
      `the value it starts from (${fill(values)}) answered ${statusLine(inside.response)}, not the resource`,
    );
  const documented = Object.keys(op.responses).filter((s) => /^4/.test(s));
  for (const p of params) {
    if (typeof p.schema.pattern !== 'string' && p.schema.type !== 'integer') continue;
    const last = op.path.endsWith(`{${p.name}}`);
    for (const raw of outsideValues(p, decodeURIComponent(values[p.name]!), last)) {
      const ex = await send(fill({ ...values, [p.name]: raw }));
      const res = ex.response;
      const rule =
        typeof p.schema.pattern === 'string'
          ? `its pattern ${p.schema.pattern}`
          : 'a canonical decimal integer';
      if (!documented.includes(String(res.status)))
        return fail(
          `${p.name} ${JSON.stringify(raw)} is outside ${rule}, and was answered ${statusLine(res)} (expected one of the documented ${documented.join(', ')})`,
          [inside, ex],
        );
      if (res.text.length && res.text === inside.response.text)
        return fail(
          `${p.name} ${JSON.stringify(raw)} is outside ${rule}, and was answered the resource itself`,
          [inside, ex],
        );
    }
  }
}
