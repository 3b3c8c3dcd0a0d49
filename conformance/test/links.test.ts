/**
 * The contract's OpenAPI links, as the kit reads them: which field of an answer feeds which
 * parameter of the next request (the created id, the version for If-Match, the session token).
 * A contract without links still runs, each fallback named in the notes; a link that names
 * another field is followed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContractPath, loadContract, type Contract } from '../contract.ts';
import { findOperations, itemId, tokenLinks, tokenOf } from '../known-operations.ts';
import { evaluate, linkNotes } from '../links.ts';
import { runConformance } from '../runner.ts';
import { startFake, type Fake } from './fake-server.ts';

interface LinkNode {
  parameters?: Record<string, string>;
  'x-authorization'?: string;
}
/** The parts of the contract the tests below change in a copy. */
interface Doc {
  paths: Record<string, Record<string, { responses?: Record<string, { links?: unknown }> }>>;
  components: { links?: Record<string, LinkNode> };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-links-'));
const bundled = () => parse(fs.readFileSync(defaultContractPath(), 'utf8')) as Doc;
/** The bundled contract changed by `change`, written to a file of its own. */
function contractWith(name: string, change: (doc: Doc) => void): string {
  const doc = bundled();
  change(doc);
  const file = path.join(dir, `${name}.yaml`);
  fs.writeFileSync(file, stringify(doc));
  return file;
}
/** Every `links` of every answer removed, and the link components. */
const withoutLinks = contractWith('no-links', (doc) => {
  delete doc.components.links;
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      for (const res of Object.values(op.responses ?? {})) delete res.links;
});
/** The create's link to the read names the article's `version` as its id (another field). */
const idFromVersion = contractWith('id-from-version', (doc) => {
  doc.components.links!.ArticleRead!.parameters!['path.id'] = '$response.body#/version';
  doc.components.links!.SessionUser!['x-authorization'] = 'Bearer {$response.body#/user/email}';
});
const notesOf = (c: Contract) => {
  const ops = findOperations(c);
  return linkNotes(c.resources, [ops.login, ops.register], (op) => tokenLinks(op).length > 0);
};

describe("the contract's links", () => {
  it('say where the created id, the version and the token are, so no fallback is noted', () => {
    const c = loadContract();
    expect(c.resources[0]).toMatchObject({
      idLink: 'read',
      idPointer: '/id',
      versionLink: 'update',
      versionHeader: 'etag',
    });
    const { login, register } = findOperations(c);
    expect(tokenLinks(login!).map((l) => l.operationId)).toEqual([
      'getCurrentUser',
      'logout',
      'deleteCurrentUser',
    ]);
    expect(tokenLinks(register!)).toHaveLength(3);
    expect(notesOf(c)).toEqual([]);
    // Every link names an operation the contract has.
    const ids = new Set(c.operations.map((o) => o.operationId));
    for (const op of c.operations)
      for (const res of Object.values(op.responses))
        for (const link of res.links)
          expect(ids, `${op.key} ${link.name}`).toContain(link.operationId);
  });

  it('are followed where they name another field', () => {
    const c = loadContract(idFromVersion);
    const r = c.resources[0]!;
    expect(r.idPointer).toBe('/version');
    expect(itemId(r, { id: 5, version: 2 })).toBe(2);
    const { login } = findOperations(c);
    const answer = { token: 't0k3n', user: { email: 'admin@apifutsal.id' } };
    expect(tokenOf(answer, login)).toBe('admin@apifutsal.id');
    // The bundled contract's links: the `token` field, the `id` field.
    expect(tokenOf(answer, findOperations(loadContract()).login)).toBe('t0k3n');
    expect(evaluate('$response.header.ETag', { headers: { etag: '"3"' } })).toBe('"3"');
  });

  it('fall back to the usual names without links, and say so', () => {
    const c = loadContract(withoutLinks);
    const r = c.resources[0]!;
    expect(r.idLink).toBeUndefined();
    expect(r.versionHeader).toBe('etag');
    expect(itemId(r, { id: 5, version: 2 })).toBe(5);
    expect(tokenOf({ token: 't0k3n' }, findOperations(c).login)).toBe('t0k3n');
    expect(notesOf(c)).toEqual([
      'links: the answer of POST /articles has no link to GET /articles/{id} naming its id; the created id is read from the field "id".',
      'links: the answer of GET /articles/{id} has no link giving the If-Match of its update or delete; the version is read from its ETag header.',
      'links: the answer of POST /login has no link with x-authorization; the session token is read from a field named token, access_token or accessToken.',
      'links: the answer of POST /register has no link with x-authorization; the session token is read from a field named token, access_token or accessToken.',
    ]);
  });
});

describe('a run that reads the links', () => {
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(async () => {
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const run = (contractPath: string) =>
    runConformance({
      baseUrl: fake.url,
      contractPath,
      seed: 7,
      runs: 1,
      checks: ['stateful', 'conditional_writes', 'register'],
    });

  it('passes a conforming server with a contract without links, its notes naming each fallback', async () => {
    const report = await run(withoutLinks);
    expect(report.rows.filter((r) => r.verdict === 'fail')).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.notes.filter((n) => n.startsWith('links: '))).toHaveLength(4);
  });

  it('follows a link that names another field: the created id read from `version` reads another article', async () => {
    const report = await run(
      contractWith('id-from-version-only', (doc) => {
        doc.components.links!.ArticleRead!.parameters!['path.id'] = '$response.body#/version';
      }),
    );
    const findings = report.rows
      .filter((r) => r.check === 'stateful' && r.verdict === 'fail')
      .flatMap((r) => r.findings.map((f) => f.message));
    expect(findings.join('\n')).toMatch(/reading the created item/);
  });
});
