// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { needsToken, PUBLIC_OPERATIONS } from './public-operations';

interface Operation {
  security?: unknown[];
}
const contract = parse(fs.readFileSync('openapi/openapi.yaml', 'utf8')) as {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      // An operation without its own security takes the document's; [] or [{}] means none.
      open: (op.security ?? contract.security ?? []).every(
        (s) => typeof s === 'object' && s !== null && Object.keys(s).length === 0,
      ),
    })),
);

describe('the operations that never carry the session token', () => {
  it('are exactly the ones the contract declares without security', () => {
    const open = operations.filter((o) => o.open).map((o) => o.key);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(open.sort());
    expect(operations.filter((o) => !o.open).length).toBeGreaterThan(0);
  });

  it('are matched by method and path template, as the client sees a request', () => {
    expect(needsToken('GET', '/articles/{id}')).toBe(false);
    expect(needsToken('get', '/articles')).toBe(false);
    expect(needsToken('PUT', '/articles/{id}')).toBe(true);
    expect(needsToken('GET', '/user')).toBe(true);
    expect(needsToken('GET', '/documents/{name}')).toBe(true);
  });
});
