/**
 * The `boundaries` check: every length, count and range the contract states for a request body
 * or a query parameter (`minLength`, `maxLength`, `minItems`, `maxItems`, `minimum`, `maximum`),
 * and every pattern, tried at the edge. The last value accepted gets a 2xx; the first value
 * refused gets the operation's documented 400 (any documented 4xx where it documents no 400),
 * whose message names the field. Generated from the schema's keywords; a body is the minimal
 * valid one with the value at its place; a text at its edge is made from the field's value
 * there, from the values at its place in the examples of the operations that take this body,
 * or from `a` or `/`, cut or padded to measure (the first valid but for the keyword). Accepted
 * items are removed again. A
 * registration is tried on the refused side only (an accepted one makes an account); a login's
 * accepted edges are sent together, as two wrong logins of an unknown account (every field at
 * its longest, then the shortest where a field has a minimum): each must be answered as wrong
 * credentials are, never with the 400 of a body the contract refuses.
 */
import type { Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import { minimalValue } from '../generate.ts';
import { fillPath, itemId, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import { idText, isObject } from '../util.ts';
import { withContainers } from './negative/edge-cases.ts';
import { formatPath, getAt, padTo, setAt, type Segment } from './negative/values.ts';
import { sequence } from './sequence.ts';

const CHECK = 'boundaries';
const KEYWORDS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum'] as const;
/** Longer texts are left to negative_data_rejection's one-over-maxLength case. */
const LONGEST = 100_000;

interface Edge {
  /** e.g. `title: maxLength 300 (300 characters)` */
  name: string;
  /** the field or parameter its refusal must name (one of the names of a nested field's path) */
  field: string;
  value: unknown;
  accept: boolean;
}

/**
 * The values at a keyword's edge: the bound itself (accepted) and one past it (refused). A text
 * is made from the first of `seeds` that gives a valid one.
 */
function edges(kit: KitContext, s: Schema, field: string, seeds: unknown[]): Edge[] {
  const out: Edge[] = [];
  const fits = (v: unknown) => kit.contract.validate(s, v).valid;
  /** refused for this keyword alone: the schema without it accepts the value */
  const onlyBy = (k: string, v: unknown) => {
    const { [k]: _dropped, ...rest } = s;
    return !fits(v) && kit.contract.validate(rest, v).valid;
  };
  for (const k of KEYWORDS) {
    const bound = s[k];
    if (typeof bound !== 'number') continue;
    const past = k.startsWith('min') ? bound - 1 : bound + 1;
    const { [k]: _bound, ...rest } = s;
    /** A value measuring `n`, valid but for this keyword (a text padded at its end or start). */
    const make = (n: number): unknown => {
      if (k.endsWith('Items')) return n < 0 || n > 100 ? undefined : items(kit, s, n);
      if (!k.endsWith('Length')) return n;
      if (n > LONGEST || n < 0) return undefined;
      const texts = [...seeds, 'a', '/'].filter((t): t is string => typeof t === 'string' && !!t);
      const tries = texts.flatMap((text) => {
        const cps = [...text];
        return cps.length > n
          ? [cps.slice(0, n).join(''), cps.slice(cps.length - n).join('')]
          : [padTo(text, n), 'a'.repeat(n - cps.length) + text];
      });
      return tries.find((v) => kit.contract.validate(rest, v).valid) ?? tries[0];
    };
    const at = make(bound);
    const beyond = make(past);
    if (at !== undefined && fits(at))
      out.push({ name: `${k} ${bound}, at it`, field, value: at, accept: true });
    if (beyond !== undefined && onlyBy(k, beyond))
      out.push({
        name: `${k} ${bound}, one past it (${past})`,
        field,
        value: beyond,
        accept: false,
      });
  }
  if (typeof s.pattern === 'string')
    for (const v of ['', ' ', 'x y', '!', '\t'])
      if (onlyBy('pattern', v)) {
        out.push({
          name: `${JSON.stringify(v)}, outside its pattern`,
          field,
          value: v,
          accept: false,
        });
        break;
      }
  return out;
}

/** An edge at its place in a body. */
type Placed = Edge & { slot: { path: Segment[] } };

/** An array of `n` distinct valid items. */
function items(kit: KitContext, s: Schema, n: number): unknown[] {
  const item = kit.contract.deref<Schema>(s.items ?? {});
  return Array.from({ length: n }, (_, i) => {
    const v = minimalValue(kit.contract, item);
    return typeof v === 'string'
      ? `${v || 'a'}${i}`.slice(-Math.max(1, Number(item.maxLength ?? 60)))
      : v;
  });
}

/** Every property and array item of a body schema, with its path (arrays at index 0). */
function slots(
  kit: KitContext,
  schema: unknown,
  path: Segment[] = [],
  depth = 0,
): { path: Segment[]; schema: Schema }[] {
  const s = kit.contract.deref<Schema>(schema);
  const out = path.length ? [{ path, schema: s }] : [];
  if (depth > 4) return out;
  for (const [k, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
    out.push(...slots(kit, sub, [...path, k], depth + 1));
  if (s.items) out.push(...slots(kit, s.items, [...path, 0], depth + 1));
  return out;
}

/** The names in a field's path (`sections.subtitle`): its refusal names one of them. */
const namesOf = (path: Segment[]) => path.filter((p) => typeof p === 'string').join('.');

export async function boundariesCheck(kit: KitContext): Promise<void> {
  if (!kit.enabled.has(CHECK)) return;
  const { ops } = kit;
  for (const op of kit.contract.operations) {
    if (op === ops.logout || op === ops.deleteAccount) continue;
    const resource = kit.contract.resources.find(
      (r) => r.create === op || r.update === op || r.list === op,
    );
    const fixture = resource ? kit.data.fixtures.get(resource) : undefined;
    if (op.path.includes('{') && !(resource && fixture)) continue;
    const path = resource && fixture ? fillPath(op, { [resource.idParam]: fixture }) : op.path;
    const schema = requestBodySchema(op)?.schema;
    const query = op.parameters.filter((p) => p.in === 'query');
    if (!schema && !query.length) continue;
    kit.log(`${CHECK} ${op.label}`);
    const { step, fail } = sequence(kit, CHECK, op.label);
    const credentials = op === ops.register || ops.takesCredentials(op);
    const auth = op.protected ? kit.http.authFor('admin') : undefined;
    /** a login's accepted edges, sent together at the end: the longest side, the shortest */
    const together = { max: [] as Placed[], min: [] as Placed[] };
    const judge = async (edge: Edge, send: () => ReturnType<typeof step>) => {
      if (edge.accept && credentials) return;
      const res = await send();
      if (edge.accept) {
        if (res.status < 200 || res.status >= 300)
          fail(
            `${edge.name}: answered ${statusLine(res)}; the value is within the contract's bound`,
          );
        else if (resource && op === resource.create && isObject(res.json)) {
          const id = itemId(resource, res.json);
          if (id !== undefined) await kit.data.remove(resource, idText(id));
        }
        return;
      }
      const expected = '400' in op.responses ? 400 : undefined;
      const message =
        isObject(res.json) && typeof res.json.message === 'string' ? res.json.message : '';
      if (
        expected
          ? res.status !== expected
          : res.status < 400 || res.status >= 500 || !(String(res.status) in op.responses)
      )
        fail(
          `${edge.name}: answered ${statusLine(res)}; the contract refuses it with ${expected ?? 'a documented 4xx'}`,
        );
      else if (edge.field && !edge.field.split('.').some((f) => message.includes(f)))
        fail(
          `${edge.name}: answered ${res.status} with the message ${JSON.stringify(message)}, which does not name ${edge.field}`,
        );
    };
    if (schema) {
      const base = minimalValue(kit.contract, schema);
      // The examples of every operation that takes this body (create and update share one).
      const same = JSON.stringify(kit.contract.deref(schema));
      const examples = kit.contract.operations
        .map((o) => requestBodySchema(o))
        .filter((m) => m?.schema && JSON.stringify(kit.contract.deref(m.schema)) === same)
        .flatMap((m) => m!.examples.map((e) => e.value));
      for (const slot of slots(kit, schema)) {
        const host = withContainers(kit.contract, schema, base, slot.path);
        const field = namesOf(slot.path);
        const seeds = [host, ...examples].map((v) => getAt(v, slot.path));
        for (const edge of edges(kit, slot.schema, field, seeds)) {
          const body = setAt(host, slot.path, edge.value);
          const named = { ...edge, name: `${formatPath(slot.path)}: ${edge.name}` };
          if (edge.accept && op !== ops.register && ops.takesCredentials(op))
            together[edge.name.startsWith('max') ? 'max' : 'min'].push({ ...named, slot });
          else if (!edge.accept || kit.contract.validate(schema, body).valid)
            await judge(named, () =>
              step(op, { method: op.method, path, body, auth, valid: edge.accept }),
            );
        }
      }
      // A login at the longest values (an unknown account), then with the shortest where a field
      // has a minimum: wrong credentials both, never a body the contract refuses.
      const longest = together.max.reduce((b, e) => setAt(b, e.slot.path, e.value), base);
      for (const side of [together.max, together.min]) {
        const body = side.reduce((b, e) => setAt(b, e.slot.path, e.value), longest);
        if (!side.length || !kit.contract.validate(schema, body).valid) continue;
        const res = await step(op, { method: op.method, path, body, auth, valid: true });
        if (res.status === 400)
          fail(
            `${side.map((e) => e.name).join('; ')}: answered ${statusLine(res)}; the values are within the contract's bounds (a login with them is wrong credentials, not a body it refuses)`,
          );
      }
    }
    if (op.method !== 'get') continue;
    for (const p of query) {
      const s = kit.contract.deref<Schema>(p.schema);
      for (const edge of edges(kit, s, p.name, []))
        await judge({ ...edge, name: `${p.name}: ${edge.name}` }, () =>
          step(op, {
            method: 'get',
            path,
            query: { [p.name]: String(edge.value) },
            auth,
            valid: edge.accept,
          }),
        );
    }
  }
}
