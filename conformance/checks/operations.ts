/**
 * The per-operation checks: every operation but logout, registration (its own
 * `register` check: servers limit registrations per address) and deleting one's account
 * (the `delete_account` check: every valid body would be a wrong password of the admin's
 * account, counted against its login limits, or would delete it) gets generated valid
 * requests (`positive_data_acceptance`), one mutation of a valid body at a time
 * and the hand-written edge cases (`negative_data_rejection`), and invalid path
 * and query parameters; every answer also goes through the answer-level checks.
 * Writes to an item only ever touch the kit's own fixture.
 */
import fc from 'fast-check';
import { OPERATION_CHECKS } from '../checks.ts';
import {
  documentedStatuses,
  type Contract,
  type MediaType,
  type Operation,
  type Resource,
  type Schema,
} from '../contract.ts';
import type { KitContext } from '../context.ts';
import { arbitraryFor, minimalValue } from '../generate.ts';
import type { Exchange, RequestSpec } from '../http.ts';
import { fillPath, itemId, requestBodySchema } from '../known-operations.ts';
import { statusLine } from '../recorder.ts';
import type { Role } from '../traffic.ts';
import { idText, isObject } from '../util.ts';
import { edgeCases, limitsOf, type EdgeCase } from './negative/edge-cases.ts';
import { pickMutation } from './negative/mutations.ts';
import { isRejection, judgeEdge } from './judge-edge.ts';
import { parameters } from './parameters.ts';

/** What the runs of one operation share. */
interface Plan {
  op: Operation;
  resource?: Resource;
  /** the operation acts on one item of a resource */
  itemOp: boolean;
  /** the operation writes */
  unsafe: boolean;
  media?: MediaType;
  role: Role;
  /** valid input must be accepted (not for credentials: those are failed logins) */
  acceptance: boolean;
  fixtureId?: string;
  goneId?: string;
}

type Target = 'fixture' | 'gone' | 'generated';
type Example = {
  params: { target: Target; rest: Record<string, string | undefined> };
  body: unknown;
};

export async function operationChecks(kit: KitContext): Promise<void> {
  const { contract, enabled, notes, log, ops, data } = kit;
  const operations = OPERATION_CHECKS.some((c) => enabled.has(c))
    ? contract.operations.filter(
        (op) => op !== ops.logout && op !== ops.register && op !== ops.deleteAccount,
      )
    : [];
  for (const op of operations) {
    const resource = ops.resourceOf(op);
    const unsafe = !['get', 'head', 'options'].includes(op.method);
    // A read below an item (`/articles/{id}/related`) names the item, as a read of the item does.
    const itemOp =
      !!resource &&
      (op.path === resource.itemPath || (!unsafe && op.path.startsWith(`${resource.itemPath}/`)));
    const fixtureId = itemOp ? data.fixtures.get(resource) : undefined;
    if (unsafe && op.parameters.some((p) => p.in === 'path') && !itemOp) {
      notes.push(
        `${op.label}: path parameters of a write the kit cannot scope to its own data; only negative parameters are tried.`,
      );
    }
    if (itemOp && unsafe && !fixtureId) continue;
    log(`${op.label}`);
    const plan: Plan = {
      op,
      resource,
      itemOp,
      unsafe,
      media: requestBodySchema(op),
      role: op.protected ? 'admin' : 'none',
      acceptance: enabled.has('positive_data_acceptance') && !ops.takesCredentials(op),
      fixtureId,
      goneId: itemOp ? data.gone.get(resource) : undefined,
    };
    await positive(kit, plan);
    await negative(kit, plan);
    await edges(kit, plan);
    await parameters(kit, { ...plan, fixturePath: fixturePath(plan) });
  }
}

/** The path values that aim a request at the fixture (none for an operation on no item). */
const fixturePath = ({ resource, fixtureId }: Plan): Record<string, string> =>
  fixtureId ? { [resource!.idParam]: fixtureId } : {};

function validParams(contract: Contract, op: Operation, fixtureId?: string) {
  const model: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    const gen = arbitraryFor(contract, p.schema).map((v) => String(v));
    if (p.in === 'path' && fixtureId !== undefined)
      model[`path:${p.name}`] = fc.constant(fixtureId);
    else if (p.in === 'path') model[`path:${p.name}`] = gen;
    else model[`query:${p.name}`] = p.required ? gen : fc.option(gen, { nil: undefined });
  }
  return fc.record(model);
}

function splitParams(values: Record<string, string | undefined>) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    const [where, name] = k.split(/:(.*)/s) as [string, string];
    (where === 'path' ? path : query)[name] = v;
  }
  return { path, query };
}

/** Generated valid parameters (and body): a 2xx is expected where the target exists. */
async function positive(kit: KitContext, plan: Plan): Promise<void> {
  const { contract, runs, ops, data, http } = kit;
  const { op, resource, itemOp, unsafe, media, role, acceptance, fixtureId, goneId } = plan;
  const numRuns = ops.takesCredentials(op) ? Math.min(runs, 3) : runs;
  const isDelete = op.method === 'delete';
  const paramArb =
    itemOp && unsafe
      ? fc.record({
          target: fc.constantFrom<Target>('fixture', 'gone'),
          rest: validParams(contract, op, fixtureId),
        })
      : fc.record({ target: fc.constant<Target>('generated'), rest: validParams(contract, op) });
  const bodyArb = media?.schema ? arbitraryFor(contract, media.schema) : fc.constant(undefined);
  const examples: Example[] =
    media?.examples.map((e) => ({ params: { target: 'fixture', rest: {} }, body: e.value })) ?? [];
  const exampleParams = op.parameters.filter((p) => p.in === 'path' && p.example !== undefined);
  // Something named by its path that is no resource of the kit's (a document by its name, an
  // account by its id): only the contract's example values are known to exist.
  const namesItem =
    !resource &&
    op.parameters.some((p) => p.in === 'path') &&
    documentedStatuses(op, 4).includes(404);
  if (!unsafe && exampleParams.length) {
    const rest: Record<string, string | undefined> = {};
    for (const p of exampleParams) rest[`path:${p.name}`] = String(p.example);
    examples.push({ params: { target: 'generated', rest }, body: undefined });
  }
  // A read without path parameters is also sent with none of its optional ones (a whole list,
  // where generated filters and offsets mostly answer an empty one), and with each value of an
  // enumerated query parameter alone (`view=summary`).
  if (!unsafe && !op.parameters.some((p) => p.in === 'path')) {
    const query = op.parameters.filter((p) => p.in === 'query');
    if (!query.some((p) => p.required)) {
      examples.push({ params: { target: 'generated', rest: {} }, body: undefined });
      for (const p of query) {
        const values = contract.deref<Schema>(p.schema).enum;
        for (const v of Array.isArray(values) ? values : [])
          examples.push({
            params: { target: 'generated', rest: { [`query:${p.name}`]: String(v) } },
            body: undefined,
          });
      }
    }
  }
  if (!unsafe && itemOp && fixtureId) {
    examples.push({
      params: { target: 'fixture', rest: { [`path:${resource!.idParam}`]: fixtureId } },
      body: undefined,
    });
  }
  await kit.property(
    `${op.key} positive`,
    fc.record({ params: paramArb, body: bodyArb }),
    numRuns,
    op.method === 'get' || media
      ? examples.filter((e) => (unsafe ? e.params.target === 'fixture' : true))
      : [],
    async ({ params, body }) => {
      const steps: Exchange[] = [];
      const { path, query } = splitParams(params.rest);
      let exists = !itemOp || params.target === 'fixture';
      if (itemOp && unsafe) {
        let id = params.target === 'fixture' ? fixtureId! : (goneId ?? '2147483647');
        if (isDelete && params.target === 'fixture') {
          const fresh = await data.create(resource!, 'setup');
          if (!fresh) return { violations: [], steps };
          id = fresh;
        }
        path[resource!.idParam] = id;
      } else if (itemOp && !unsafe) {
        exists = path[resource!.idParam] === fixtureId;
      } else if (namesItem) {
        // A generated name may name nothing (404); the contract's examples must exist.
        exists = exampleParams.every(
          (p) => (path[p.name] ?? String(p.example)) === String(p.example),
        );
      }
      const req: RequestSpec = {
        method: op.method,
        path: fillPath(op, path),
        query,
        body: media ? body : undefined,
        auth: http.authFor(role),
        valid: true,
      };
      const { ex, violations } = await http.exchange(op, req);
      steps.push(ex);
      const out = [...violations];
      const res = ex.response;
      if (
        acceptance &&
        exists &&
        !res.error &&
        (res.status < 200 || res.status >= 300) &&
        res.status < 500
      ) {
        kit.recorder.touch('positive_data_acceptance', op.label);
        out.push({
          check: 'positive_data_acceptance',
          operation: op.label,
          message: `a valid request was answered ${statusLine(res)} (expected 2xx)`,
        });
      } else if (acceptance && exists) kit.recorder.touch('positive_data_acceptance', op.label);
      // Keep the data small: delete what a positive create made.
      const resCreate = kit.contract.resources.find((r) => r.create === op);
      if (resCreate && res.status >= 200 && res.status < 300 && isObject(res.json)) {
        const id = itemId(resCreate, res.json);
        if (id !== undefined) await data.remove(resCreate, idText(id));
      }
      return { violations: out, steps, focus: 0 };
    },
  );
}

/** One mutation of a generated valid body at a time: a documented 4xx is expected. */
async function negative(kit: KitContext, plan: Plan): Promise<void> {
  const { contract, enabled, http, data } = kit;
  const { op, media, role } = plan;
  if (
    !media?.schema ||
    (!enabled.has('negative_data_rejection') && !enabled.has('not_a_server_error'))
  )
    return;
  const schema = media.schema;
  await kit.property(
    `${op.key} negative`,
    fc.record({ body: arbitraryFor(contract, schema), pick: fc.nat() }),
    kit.runs,
    [],
    async ({ body, pick }) => {
      const m = pickMutation(contract, schema, body, pick);
      if (!m) return { violations: [], steps: [] };
      const req: RequestSpec = {
        method: op.method,
        path: fillPath(op, fixturePath(plan)),
        body: m.value,
        auth: http.authFor(role),
      };
      const { ex, violations } = await http.exchange(op, req);
      kit.recorder.touch('negative_data_rejection', op.label);
      const out = [...violations];
      if (!isRejection(op, ex.response)) {
        out.push({
          check: 'negative_data_rejection',
          operation: op.label,
          message: `invalid body (${m.description}) was answered ${statusLine(ex.response)} (expected a documented 4xx)`,
        });
      }
      await data.removeCreated();
      return { violations: out, steps: [ex] };
    },
  );
}

const EDGE_CHECKS = [
  'negative_data_rejection',
  'positive_data_acceptance',
  'not_a_server_error',
] as const;

/** About how many characters a case sends. */
const sizeOf = (c: EdgeCase): number =>
  c.raw !== undefined ? c.raw.length : (JSON.stringify(c.body)?.length ?? 0);

/** The hand-written edge cases of the body; then the fixture is put back as it was created. */
async function edges(kit: KitContext, plan: Plan): Promise<void> {
  const { contract, enabled, ops, http, data } = kit;
  const { op, media, role, acceptance, fixtureId, unsafe } = plan;
  if (!media?.schema) return;
  let cases = edgeCases(contract, media.schema, { ...limitsOf(op), acceptance });
  // The large cases (several MiB an operation, at and past the limits) are the inputs of the
  // checks that judge what a body gets; a run of other checks alone judges the answers to the
  // small ones.
  if (!EDGE_CHECKS.some((c) => enabled.has(c))) cases = cases.filter((c) => sizeOf(c) <= 65_536);
  if (ops.takesCredentials(op)) {
    // Valid credentials bodies are failed logins, which servers rightly rate-limit: keep a few.
    const valid = cases.filter((c) => c.expect !== 'reject');
    cases = [
      ...cases.filter((c) => c.expect === 'reject'),
      ...valid.filter((c) => /Unicode text|NUL|exactly maxLength/.test(c.name)).slice(0, 3),
    ];
  }
  for (const c of cases) {
    const req: RequestSpec = {
      method: op.method,
      path: fillPath(op, fixturePath(plan)),
      body: c.body,
      raw: c.raw,
      contentType: c.contentType,
      gzip: c.gzip,
      rawBytes: c.rawBytes,
      auth: http.authFor(role),
      valid: c.expect === 'accept',
    };
    await judgeEdge(kit, op, req, c);
  }
  await data.removeCreated();
  if (fixtureId && unsafe && op.method !== 'delete') {
    // Put the fixture back the way it was created.
    await http.call(
      op,
      {
        method: op.method,
        path: fillPath(op, fixturePath(plan)),
        body: media.examples[0]?.value ?? minimalValue(contract, media.schema),
        auth: http.authFor(role),
      },
      'setup',
    );
  }
}
