/**
 * Who may call what is declared once, in the contract (x-roles, x-same-for-every-caller), and
 * generated into common/api/operations.ts. Every consumer decides from it: this test asks each
 * one's own decision function about every operation and fails when one of them decides otherwise.
 */
import { describe, expect, it } from 'vitest';
import { accepts, accessOf, isPublic, operationAt, requiresToken } from '../common/api/access';
import { OPERATIONS } from '../common/api/operations';
import { readContract } from './generate-operations';
import { operationRules } from '../server/operation-rules';
import { isShareable } from '../src/service-worker/rules';
import { contractOperations } from '../mocks/contract';
import { loadContract as loadKitContract, MEMBER_ROLE } from '../conformance/contract';

type Json = Record<string, unknown>;
/** The contract as written: this tests what the generator made of it. */
const contract = readContract();
const ids = Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[];
/** A concrete path of the template: every parameter `1`. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '1');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

describe('the generated list of operations', () => {
  it('holds every operation of the contract, with the access its extensions declare', () => {
    const paths = contract.paths as Record<string, Record<string, Json>>;
    const declared = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => {
          const access = accessOf(op, method, contract.security);
          expect(access.declared, String(op.operationId)).toBe(true);
          // Secured exactly when roles are declared; only a public operation is the same for all.
          const secured = requiresToken((op.security as unknown[] | undefined) ?? []);
          expect(secured, String(op.operationId)).toBe(!isPublic(access));
          if (access.sameForEveryCaller) expect(secured).toBe(false);
          const { roles, sameForEveryCaller } = access;
          return [
            op.operationId,
            { method: method.toUpperCase(), path, roles, sameForEveryCaller },
          ];
        }),
    );
    expect(OPERATIONS).toEqual(Object.fromEntries(declared));
  });

  // An operation that leaves a role out documents its 403, and only a public GET is shared: what
  // a tool that reads only `security` and the statuses (the kit's fallback) infers is the same.
  it('agrees with what security and the documented 403s say', () => {
    const paths = contract.paths as Record<string, Record<string, Json>>;
    for (const item of Object.values(paths))
      for (const [method, op] of Object.entries(item).filter(([m]) => METHODS.includes(m))) {
        const { 'x-roles': _roles, 'x-same-for-every-caller': _same, ...bare } = op;
        const inferred = accessOf(bare, method, contract.security);
        expect(inferred.declared).toBe(false);
        expect({ ...inferred, declared: true }, String(op.operationId)).toEqual(
          accessOf(op, method, contract.security),
        );
      }
  });

  it('infers admin only from the shared role refusal, not from a 403 of its own', () => {
    const secured = { security: [{ bearerAuth: [] }] };
    const roleRefusal = { '403': { $ref: '#/components/responses/Forbidden' } };
    const wrongPassword = { '403': { description: 'The password is wrong.' } };
    expect(accessOf({ ...secured, responses: roleRefusal }, 'put').roles).toEqual(['admin']);
    expect(accessOf({ ...secured, responses: wrongPassword }, 'delete').roles).toEqual([
      'user',
      'admin',
    ]);
    expect(accessOf({ security: [], responses: roleRefusal }, 'get').roles).toEqual([]);
  });

  it('finds the operation of a concrete path, a fixed path before a template', () => {
    expect(operationAt(OPERATIONS, 'get', '/articles/stats')).toBe('getArticleStats');
    expect(operationAt(OPERATIONS, 'GET', '/articles/3')).toBe('getArticle');
    expect(operationAt(OPERATIONS, 'DELETE', '/articles/3')).toBe('deleteArticle');
    expect(operationAt(OPERATIONS, 'GET', '/articles/3/x')).toBeUndefined();
    expect(operationAt(OPERATIONS, 'GET', '/login')).toBeUndefined();
  });
});

describe('every consumer decides as the generated list says', () => {
  const serverRules = operationRules();
  const mockOps = new Map(contractOperations().map((op) => [op.id, op]));
  const kitOps = new Map(loadKitContract().operations.map((op) => [op.operationId, op]));

  it.each(ids)('%s', (id) => {
    const op = OPERATIONS[id];
    const open = isPublic(op);
    // The server's guard: a token of one of the roles, or none on a public operation.
    const rule = serverRules.get(id)!;
    expect(isPublic(rule.access)).toBe(open);
    for (const role of ['user', 'admin'])
      expect(accepts(rule.access, role)).toBe(accepts(op, role));
    // The mocks: 401 without a token on secured operations.
    expect(mockOps.get(id)?.secured).toBe(!open);
    // The service worker: only GETs answered alike to every caller are kept, with the token the
    // client sends on every request or without it.
    for (const headers of [{}, { authorization: 'Bearer t' }] as Record<string, string>[]) {
      const request = new Request(`https://apifutsal.id/api${concrete(op.path)}`, {
        method: op.method,
        headers,
      });
      expect(isShareable(request)).toBe(op.method === 'GET' && op.sameForEveryCaller);
    }
    // The conformance kit, reading the contract at run time through common/api/access.ts.
    const kit = kitOps.get(id)!;
    expect(kit.protected).toBe(!open);
    expect(kit.access).toEqual({ ...op, declared: true, method: undefined, path: undefined });
    expect(accepts(kit.access, MEMBER_ROLE)).toBe(accepts(op, 'user'));
  });
});
