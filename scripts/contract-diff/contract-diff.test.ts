// @vitest-environment node
// The contract gate on copies of the released contract with scratch changes: what
// it calls breaking, what it lets through, and how it judges `info.version`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { format } from 'prettier';
import { parseDocument, type Document } from 'yaml';
import { runDiff, runRelease, type Paths } from './gate.ts';
import { diffContracts } from './operations.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RELEASED = path.join(ROOT, 'openapi', 'released', '1.0.0.yaml');
const dirs: string[] = [];
const released = parseDocument(fs.readFileSync(RELEASED, 'utf8'));

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A scratch folder: the released 1.0.0 and a contract made from it by `edit`,
 * written as JSON (parsed in a millisecond) unless the test releases it.
 */
function scratch(edit: (doc: Document) => void = () => {}, as: 'json' | 'yaml' = 'json'): Paths {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  dirs.push(dir);
  const releasedDir = path.join(dir, 'released');
  fs.mkdirSync(releasedDir);
  fs.copyFileSync(RELEASED, path.join(releasedDir, '1.0.0.yaml'));
  const doc = released.clone();
  edit(doc);
  const contract = path.join(dir, `openapi.${as}`);
  const text = as === 'json' ? JSON.stringify(doc.toJS({ maxAliasCount: -1 })) : doc.toString();
  fs.writeFileSync(contract, text);
  return { contract, releasedDir, changelog: path.join(dir, 'CHANGELOG.md') };
}

const schemas = ['components', 'schemas'];
const removeAuthors = (doc: Document) => {
  doc.deleteIn([...schemas, 'ArticleStats', 'properties', 'authors']);
  doc.setIn([...schemas, 'ArticleStats', 'required'], ['articles']);
};
const version = (v: string) => (doc: Document) => doc.setIn(['info', 'version'], v);
const both =
  (...edits: ((doc: Document) => void)[]) =>
  (doc: Document) =>
    edits.forEach((e) => e(doc));

describe('api:diff fails on a breaking change without a major version', () => {
  it('a removed response field', async () => {
    const { code, output } = await runDiff(scratch(removeAuthors));
    expect(code).toBe(1);
    expect(output).toContain(
      "ERR  GET /articles/stats  response 200, field `authors`: removed  [response-property-removed]\n     at $.paths['/articles/stats'].get.responses['200'].content['application/json'].schema.properties.authors",
    );
    expect(output).toMatch(/FAIL: 1 breaking change, but info.version 1.0.0 keeps the major/);
  });

  it('a new required request field', async () => {
    const { code, output } = await runDiff(
      scratch((doc) => {
        doc.setIn([...schemas, 'LoginRequest', 'properties', 'otp'], { type: 'string' });
        doc.setIn([...schemas, 'LoginRequest', 'required'], ['email', 'password', 'otp']);
      }),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'ERR  POST /login  request body, field `otp`: new required field  [new-required-request-property]',
    );
  });

  it('a narrowed enum in a request', async () => {
    const { code, output } = await runDiff(
      scratch((doc) => doc.setIn(['components', 'parameters', 'View', 'schema', 'enum'], ['full'])),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'ERR  GET /articles  query parameter `view`: enum narrowed: `"summary"` no longer accepted',
    );
    expect(output).toContain(
      "at $.paths['/articles'].get.parameters[?(@.in=='query' && @.name=='view')].schema.enum",
    );
  });

  it('a removed documented status', async () => {
    const { code, output } = await runDiff(
      scratch((doc) => doc.deleteIn(['paths', '/articles/{id}', 'get', 'responses', '404'])),
    );
    expect(code).toBe(1);
    expect(output).toContain('ERR  GET /articles/{id}  documented status 404 removed');
    expect(output).not.toContain('DELETE /articles/{id}  documented status');
  });

  it.each([
    [
      'security added to a public operation',
      (doc: Document) => doc.setIn(['paths', '/articles', 'get', 'security'], [{ bearerAuth: [] }]),
      'ERR  GET /articles  security added: needs bearerAuth',
    ],
    [
      'a request maxLength lowered',
      (doc: Document) =>
        doc.setIn([...schemas, 'ArticleInput', 'properties', 'title', 'maxLength'], 100),
      'ERR  POST /articles  request body, field `title`: `maxLength` lowered from 300 to 100',
    ],
    [
      'a type changed in a response',
      (doc: Document) => doc.setIn([...schemas, 'Article', 'properties', 'id', 'type'], 'string'),
      'ERR  GET /articles/{id}  response 200, field `id`: type changed from integer to string',
    ],
    [
      'a response field that may now be null',
      (doc: Document) =>
        doc.setIn([...schemas, 'User', 'properties', 'name', 'type'], ['string', 'null']),
      'ERR  GET /user  response 200, field `name`: type changed from string to string | null',
    ],
    [
      'a required response header removed',
      (doc: Document) => doc.deleteIn(['paths', '/articles', 'get', 'responses', '200', 'headers']),
      'ERR  GET /articles  response 200 header `X-Total-Count`: removed (it was always sent)',
    ],
    [
      'a response field no longer required',
      (doc: Document) => doc.setIn([...schemas, 'ArticleStats', 'required'], ['articles']),
      'ERR  GET /articles/stats  response 200, field `authors`: no longer required (may be missing)',
    ],
    [
      'an optional query parameter made required',
      (doc: Document) => doc.setIn(['components', 'parameters', 'Limit', 'required'], true),
      'ERR  GET /articles  query parameter `limit`: now required',
    ],
    [
      'a removed operation',
      (doc: Document) => doc.deleteIn(['paths', '/articles/{id}', 'delete']),
      'ERR  DELETE /articles/{id}  operation removed',
    ],
    [
      'a role no longer let in (x-roles narrowed)',
      (doc: Document) => doc.setIn(['paths', '/user', 'get', 'x-roles'], ['admin']),
      'ERR  GET /user  role `user` no longer lets a client in',
    ],
  ])('%s', async (_name, edit, line) => {
    const { code, output } = await runDiff(scratch(edit));
    expect(output).toContain(line);
    expect(code).toBe(1);
  });
});

describe('api:diff lets clients keep working through additive changes', () => {
  it('passes a new optional request field and lists it in the changelog', async () => {
    const { code, output } = await runDiff(
      scratch(
        both(version('1.1.0'), (doc) =>
          doc.setIn([...schemas, 'ArticleInput', 'properties', 'subtitle'], {
            type: 'string',
            maxLength: 300,
          }),
        ),
      ),
    );
    expect(code).toBe(0);
    expect(output).toContain(
      'INFO POST /articles  request body, field `subtitle`: new optional field',
    );
    expect(output).toContain(
      'Changelog\n\n### Added\n\n- request body, field `subtitle`: new optional field (`POST /articles`; `PUT /articles/{id}`)',
    );
    expect(output).toMatch(/PASS: no breaking change$/);
  });

  it('warns, without failing, when a public answer is no longer the same for every caller', async () => {
    const { code, output } = await runDiff(
      scratch((doc) => doc.setIn(['paths', '/articles', 'get', 'x-same-for-every-caller'], false)),
    );
    expect(code).toBe(0);
    expect(output).toContain(
      'WARN GET /articles  the answer may now differ by caller: a cache must stop sharing it',
    );
  });

  it('warns, without failing, when a response enum gains a value', async () => {
    const { code, output } = await runDiff(
      scratch((doc) => doc.setIn([...schemas, 'Role', 'enum'], ['admin', 'user', 'editor'])),
    );
    expect(code).toBe(0);
    expect(output).toContain(
      'WARN GET /user  response 200, field `role`: enum widened: `"editor"` may be sent',
    );
  });

  it('reads YAML anchors and $ref siblings: a description next to a $ref is documentation', async () => {
    const { code, output } = await runDiff(
      scratch((doc) =>
        doc.setIn(
          [...schemas, 'User', 'properties', 'role', 'description'],
          'What the user may do.',
        ),
      ),
    );
    expect(code).toBe(0);
    expect(output).toContain('INFO GET /user  response 200, field `role`: description changed');
    expect(output).toContain('0 breaking (ERR), 0 to check (WARN)');
  });

  it('reports no change for the released contract itself', async () => {
    const { code, output } = await runDiff(scratch());
    expect(code).toBe(0);
    expect(output).toContain('No change to the API.');
  });
});

describe('api:diff judges info.version', () => {
  it('passes a breaking change when the major version moved, and says so', async () => {
    const { code, output } = await runDiff(scratch(both(removeAuthors, version('2.0.0'))));
    expect(code).toBe(0);
    expect(output).toContain(
      'PASS: 1 breaking change, allowed: the major version moved from 1 to 2',
    );
  });

  it.each(['1.1', 'v1.1.0', '1.1.0.0', 'latest'])(
    'fails on info.version %s (not semver)',
    async (v) => {
      const { code, output } = await runDiff(scratch(version(v)));
      expect(code).toBe(1);
      expect(output).toContain(`FAIL: info.version "${v}" is not a semantic version`);
    },
  );

  it('fails when info.version goes below the released one', async () => {
    const { code, output } = await runDiff(scratch(version('0.9.0')));
    expect(code).toBe(1);
    expect(output).toContain('FAIL: info.version 0.9.0 is lower than the released 1.0.0');
  });

  it('the npm script exits non-zero on a breaking change', () => {
    const paths = scratch(removeAuthors);
    const run = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        'scripts/contract-diff/cli.ts',
        'diff',
        '--contract',
        paths.contract,
        '--released-dir',
        paths.releasedDir,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.stdout).toContain('FAIL: 1 breaking change');
    expect(run.status).toBe(1);
    // A Node process of its own (tsx, the contract read twice): seconds on a busy machine.
  }, 60_000);
});

describe('api:release', () => {
  it('records the first release with its operations, then an additive one with its changes', async () => {
    const paths = scratch(version('1.1.0'), 'yaml');
    fs.rmSync(path.join(paths.releasedDir, '1.0.0.yaml'));
    fs.copyFileSync(RELEASED, paths.contract);
    expect((await runRelease(paths, '2026-11-25')).code).toBe(0);
    expect(fs.readFileSync(path.join(paths.releasedDir, '1.0.0.yaml'))).toEqual(
      fs.readFileSync(RELEASED),
    );
    const first = fs.readFileSync(paths.changelog, 'utf8');
    expect(first).toContain(
      '## 1.0.0 (2026-11-25)\n\nFirst released contract. Its operations:\n\n',
    );
    expect(first).toContain('- `DELETE /articles/{id}` (deleteArticle): Delete an article');

    const doc = released.clone();
    both(version('1.1.0'), (d) =>
      d.setIn([...schemas, 'Article', 'properties', 'readingMinutes'], { type: 'integer' }),
    )(doc);
    fs.writeFileSync(paths.contract, doc.toString());
    const { code, output } = await runRelease(paths, '2026-12-01');
    expect(code).toBe(0);
    expect(output).toContain('Released 1.1.0');
    const log = fs.readFileSync(paths.changelog, 'utf8');
    expect(log.indexOf('## 1.1.0 (2026-12-01)')).toBeLessThan(log.indexOf('## 1.0.0 (2026-11-25)'));
    expect(log).toContain(
      '### Added\n\n- `GET /articles`: response 200, field `[].readingMinutes`: new field\n- response, field `readingMinutes`: new field (`POST /articles` 201; `GET /articles/{id}` 200; `PUT /articles/{id}` 200)\n',
    );
    expect(await format(log, { parser: 'markdown' })).toBe(log);
    expect(fs.readFileSync(path.join(paths.releasedDir, '1.1.0.yaml'))).toEqual(
      fs.readFileSync(paths.contract),
    );
  }, 60_000);

  it('refuses a released version with different content, and a breaking change without a major bump', async () => {
    const paths = scratch(removeAuthors);
    const same = await runRelease(paths, '2026-12-01');
    expect(same.code).toBe(1);
    expect(same.output).toContain('Refused: 1.0.0 is already released');

    const minor = scratch(both(removeAuthors, version('1.1.0')));
    const breaking = await runRelease(minor, '2026-12-01');
    expect(breaking.code).toBe(1);
    expect(breaking.output).toContain('Refused: the release would break clients.');
    expect(fs.existsSync(path.join(minor.releasedDir, '1.1.0.yaml'))).toBe(false);
    expect(fs.existsSync(minor.changelog)).toBe(false);
  });

  it('records a breaking change under a new major version in the Breaking list', async () => {
    const paths = scratch(both(removeAuthors, version('2.0.0')), 'yaml');
    const { code } = await runRelease(paths, '2026-12-01');
    expect(code).toBe(0);
    expect(fs.readFileSync(paths.changelog, 'utf8')).toContain(
      '## 2.0.0 (2026-12-01)\n\n### Breaking\n\n- `GET /articles/stats`: response 200, field `authors`: removed\n',
    );
  });
});

describe("a request body's stated limits (x-max-body-bytes, x-max-body-depth)", () => {
  const withBody = (body: Record<string, unknown> | undefined) => ({
    paths: { '/login': { post: { operationId: 'login', requestBody: body, responses: {} } } },
  });
  const lines = (b?: Record<string, unknown>, h?: Record<string, unknown>) =>
    diffContracts(withBody(b), withBody(h)).map((c) => `${c.level} ${c.id}: ${c.text}`);

  it('a limit lowered is breaking; stated where none was, a warning; raised or dropped, additive', () => {
    const limits = (bytes?: number, depth?: number) => ({
      required: true,
      ...(bytes === undefined ? {} : { 'x-max-body-bytes': bytes }),
      ...(depth === undefined ? {} : { 'x-max-body-depth': depth }),
    });
    expect(lines(limits(8192, 32), limits(4096, 16))).toEqual([
      'ERR request-body-limit-lowered: request body: `x-max-body-bytes` lowered from 8192 to 4096 bytes',
      'ERR request-body-limit-lowered: request body: `x-max-body-depth` lowered from 32 to 16 levels deep',
    ]);
    expect(lines(limits(), limits(8192, 32))).toEqual([
      'WARN request-body-limit-stated: request body: at most 8192 bytes (`x-max-body-bytes`): a larger body is refused',
      'WARN request-body-limit-stated: request body: at most 32 levels deep (`x-max-body-depth`): a deeper body is refused',
    ]);
    expect(lines(limits(8192, 32), limits(16384))).toEqual([
      'INFO request-body-limit-raised: request body: `x-max-body-bytes` raised from 8192 to 16384 bytes',
      'INFO request-body-limit-removed: request body: `x-max-body-depth` no longer stated',
    ]);
    expect(lines(limits(8192, 32), limits(8192, 32))).toEqual([]);
  });
});

describe("a response's links (how the answer feeds the next request)", () => {
  const withLinks = (links?: Record<string, unknown>) => ({
    paths: {
      '/login': {
        post: {
          operationId: 'login',
          responses: { '200': { description: 'Logged in.', ...(links ? { links } : {}) } },
        },
      },
    },
  });
  const lines = (b?: Record<string, unknown>, h?: Record<string, unknown>) =>
    diffContracts(withLinks(b), withLinks(h)).map((c) => `${c.level} ${c.id}: ${c.text}`);
  const me = { operationId: 'getCurrentUser', 'x-authorization': 'Bearer {$response.body#/token}' };

  it('a new link is additive; one removed or wired otherwise, a warning', () => {
    expect(lines(undefined, { me })).toEqual([
      'INFO response-link-added: response 200 link `me`: new link to getCurrentUser',
    ]);
    expect(lines({ me }, {})).toEqual([
      'WARN response-link-removed: response 200 link `me`: removed',
    ]);
    expect(
      lines({ me }, { me: { ...me, 'x-authorization': 'Bearer {$response.body#/jwt}' } }),
    ).toEqual([
      'WARN response-link-changed: response 200 link `me`: now feeds getCurrentUser otherwise',
    ]);
    expect(lines({ me }, { me: { ...me, description: 'The session.' } })).toEqual([
      'INFO description-changed: response 200 link `me`: description changed',
    ]);
    expect(lines({ me }, { me })).toEqual([]);
  });
});
