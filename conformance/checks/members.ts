/**
 * The `members_content` check: what any signed-in user may read (a protected GET whose roles
 * include members', such as a members' document or a members' section of a post) is
 * refused without a token (401), answered to the member's token with the parameters'
 * examples (2xx, a documented content type; a body documented as `application/pdf` starts
 * with `%PDF-`), and, where the operation documents 404, a path value that names nothing
 * gets 404 and nothing else.
 */
import fc from 'fast-check';
import {
  documentedResponse,
  documentedStatuses,
  MEMBER_ROLE,
  type Operation,
} from '../contract.ts';
import { accepts } from '../../common/api/access.ts';
import type { KitContext } from '../context.ts';
import { mediaType } from '../checks.ts';
import { arbitraryFor } from '../generate.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { fillPath } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';

const CHECK = 'members_content' as const;

/** The operations the check covers: protected reads that every signed-in role may call. */
export function memberReads(kit: KitContext): Operation[] {
  return kit.contract.operations.filter(
    (op) =>
      op.protected &&
      op.method === 'get' &&
      accepts(op.access, MEMBER_ROLE) &&
      op.parameters.filter((p) => p.in === 'path').every((p) => p.example !== undefined),
  );
}

/** A value of the parameter's schema other than its example (the largest integer allowed, or a generated string). */
function missingValue(kit: KitContext, schema: Record<string, unknown>, example: unknown): string {
  if (schema.type === 'integer' && typeof schema.maximum === 'number')
    return String(schema.maximum);
  const values = fc
    .sample(arbitraryFor(kit.contract, schema), { seed: kit.seed, numRuns: 20 })
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
  return values.find((v) => v !== String(example) && v !== '') ?? '';
}

export async function membersContentCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  const { http, recorder } = kit;
  const { record, skip, touch } = recorder;
  const ops = memberReads(kit);
  if (!ops.length)
    return skip(CHECK, '(no operation)', 'the contract has no protected read open to members');
  kit.log(CHECK);
  for (const op of ops) {
    if (!http.tokens.member) {
      skip(CHECK, op.label, 'needs --member credentials');
      continue;
    }
    const examplePath = Object.fromEntries(
      op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(p.example)]),
    );
    const fail = (message: string, steps: Exchange[]) =>
      record({ check: CHECK, operation: op.label, message }, 'sequence', steps);
    const send = async (req: RequestSpec) => {
      const { ex, violations } = await http.exchange(op, req);
      for (const v of violations) record(v, CHECK, [ex]);
      touch(CHECK, op.label);
      return ex;
    };
    const base = { method: op.method, path: fillPath(op, examplePath) };

    const anonymous = await send({ ...base, auth: undefined });
    if (anonymous.response.status !== 401)
      fail(`without a token, answered ${statusLine(anonymous.response)} (expected 401)`, [
        anonymous,
      ]);

    const member = await send({ ...base, auth: http.authFor('member'), valid: true });
    const res = member.response;
    if (res.status < 200 || res.status >= 300) {
      fail(`the member's token got ${statusLine(res)} (expected 2xx)`, [member]);
    } else {
      const documented = Object.keys(documentedResponse(op, res.status)?.content ?? {});
      const type = mediaType(res.contentType);
      if (documented.length && (!type || !documented.includes(type)))
        fail(
          `answered Content-Type ${type ?? '(none)'} to the member (documented: ${documented.join(', ')})`,
          [member],
        );
      else if (type === 'application/pdf' && !res.text.startsWith('%PDF-'))
        fail(
          `answered application/pdf whose body does not start with %PDF- (it starts ${JSON.stringify(res.text.slice(0, 8))})`,
          [member],
        );
      // An attachment is named as the path names it (the document's own file name).
      const filename = /filename="([^"]*)"/.exec(res.headers['content-disposition'] ?? '')?.[1];
      const names = Object.values(examplePath);
      if (
        filename !== undefined &&
        names.some((n) => /\.\w+$/.test(n)) &&
        !names.includes(filename)
      )
        fail(
          `answered Content-Disposition: ${res.headers['content-disposition']}; the attachment is named ${names.join(', ')}, as the path names it`,
          [member],
        );
    }

    if (documentedStatuses(op, 4).includes(404)) {
      for (const p of op.parameters.filter((x) => x.in === 'path')) {
        const value = missingValue(kit, p.schema, p.example);
        if (!value) continue;
        const missing = await send({
          method: op.method,
          path: fillPath(op, { ...examplePath, [p.name]: value }),
          auth: http.authFor('member'),
        });
        if (missing.response.status !== 404)
          fail(
            `${p.name} ${JSON.stringify(value)} names nothing, and was answered ${statusLine(missing.response)} (expected 404)`,
            [missing],
          );
      }
    }
  }
}
