/** Reading the contract: operations, resources, schemas (3.0 and 3.1), statuses; split into files or behind a URL. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { documentedResponse, loadContract, normaliseSchema } from '../contract.ts';
import { resolveContract } from '../resolve-contract.ts';
import { fillPath, findOperations } from '../known-operations.ts';
import { article, contract, op, ref } from './contract-fixtures.ts';
import { OPERATIONS } from '../../common/api/operations.ts';

describe('reading the contract', () => {
  it('finds every operation, its security and the article resource', () => {
    // Every operation of the generated table (common/api/operations.ts), none more.
    expect(contract.operations.map((o) => o.operationId).sort()).toEqual(
      Object.keys(OPERATIONS).sort(),
    );
    // Registration answers a token too, but it is not the login the kit signs in with.
    const known = findOperations(contract);
    expect(known.login?.operationId).toBe('login');
    expect(known.register?.operationId).toBe('register');
    // Found by its shape: protected, a DELETE without path parameters, a password in its body.
    expect(known.deleteAccount?.operationId).toBe('deleteCurrentUser');
    expect(known.logout?.operationId).toBe('logout');
    expect(op('createArticle').protected).toBe(true);
    expect(op('listArticles').protected).toBe(false);
    expect(op('getDocument').protected).toBe(true);
    expect(op('getMemberBlogContent').protected).toBe(true);
    expect(contract.resources).toHaveLength(1);
    expect(contract.resources[0]).toMatchObject({
      collectionPath: '/articles',
      itemPath: '/articles/{id}',
      idParam: 'id',
    });
    expect(contract.bodyLimitBytes).toBe(10 * 1024 * 1024);
  });

  it('validates OpenAPI 3.1 type arrays, formats and $refs', () => {
    expect(contract.validate(ref('Article'), article).valid).toBe(true);
    expect(contract.validate(ref('Article'), { ...article, date: '2026-11-20' }).valid).toBe(true);
    expect(contract.validate(ref('Article'), { ...article, date: '2026-02-30' }).valid).toBe(false);
    expect(contract.validate(ref('Article'), { ...article, id: '1' }).errors.join()).toMatch(
      /\/id must be integer/,
    );
    const { title: _t, ...noTitle } = article;
    expect(contract.validate(ref('Article'), noTitle).errors.join()).toMatch(/title/);
  });

  it('turns OpenAPI 3.0 nullable and boolean exclusive bounds into JSON Schema', () => {
    expect(normaliseSchema({ type: 'string', nullable: true, example: 'x' })).toEqual({
      type: ['string', 'null'],
    });
    expect(normaliseSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(contract.validate({ type: 'string', nullable: true }, null).valid).toBe(true);
  });

  it('matches documented statuses exactly, by range and by default', () => {
    expect(documentedResponse(op('getArticle'), 404)).toBeDefined();
    expect(documentedResponse(op('getArticle'), 418)).toBeUndefined();
    const ranged = {
      ...op('getArticle'),
      responses: { '4XX': { description: '', content: {}, headers: {}, links: [] } },
    };
    expect(documentedResponse(ranged, 418)).toBeDefined();
  });

  it('fills a path parameter not given with its example, which its pattern accepts', () => {
    const document = op('getDocument');
    const name = document.parameters.find((p) => p.name === 'name')!;
    const filled = fillPath(document, {}).split('/').pop()!;
    expect(filled).toBe(String(name.example));
    expect(new RegExp(String(name.schema.pattern)).test(filled)).toBe(true);
    expect(fillPath(op('getArticle'), { id: '7' })).toBe('/articles/7');
  });
});

describe('a contract split into files, or behind a URL', () => {
  /** The project's contract with its schemas moved to a second file. */
  function splitContract(dir: string) {
    const doc = parse(fs.readFileSync('openapi/openapi.yaml', 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    const schemas = JSON.parse(
      JSON.stringify(doc.components.schemas).replace(/#\/components\/schemas\//g, '#/'),
    ) as unknown;
    doc.components.schemas = {};
    const main = JSON.stringify(doc).replace(/#\/components\/schemas\//g, './schemas.yaml#/');
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), stringify(JSON.parse(main)));
    fs.writeFileSync(path.join(dir, 'schemas.yaml'), stringify(schemas));
  }

  it('bundles external $refs from files and from an http URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-contract-'));
    splitContract(dir);
    const whole = loadContract('openapi/openapi.yaml');
    const fromFiles = await resolveContract(path.join(dir, 'openapi.yaml'));
    const split = loadContract(fromFiles.file);
    expect(split.operations.map((o) => o.label)).toEqual(whole.operations.map((o) => o.label));
    // The schemas came from the second file: a response still has its schema.
    const login = split.find((o) => o.operationId === 'login')!;
    expect(JSON.stringify(login.responses['200'])).toContain('token');
    fromFiles.cleanup();

    const server = http.createServer((req, res) => {
      const file = path.join(dir, path.basename(req.url ?? ''));
      if (!fs.existsSync(file)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/yaml' }).end(fs.readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yaml`;
      const fromUrl = await resolveContract(url);
      expect(loadContract(fromUrl.file).operations).toHaveLength(whole.operations.length);
      fromUrl.cleanup();
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses a single local file as it is', async () => {
    const resolved = await resolveContract('openapi/openapi.yaml');
    expect(resolved.file).toBe('openapi/openapi.yaml');
  });
});
