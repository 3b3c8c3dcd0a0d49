import { describe, expect, it } from 'vitest';
import { needsToken, PUBLIC_OPERATIONS } from './public-operations';

describe('the operations that never carry the session token', () => {
  it('are the public reads and the login and registration', () => {
    expect([...PUBLIC_OPERATIONS].sort()).toEqual([
      'GET /articles',
      'GET /articles/stats',
      'GET /articles/{id}',
      'POST /login',
      'POST /register',
    ]);
  });

  it('are matched by method and path template, as the client sees a request', () => {
    expect(needsToken('GET', '/articles/{id}')).toBe(false);
    expect(needsToken('get', '/articles')).toBe(false);
    expect(needsToken('PUT', '/articles/{id}')).toBe(true);
    expect(needsToken('GET', '/user')).toBe(true);
    expect(needsToken('GET', '/documents/{name}')).toBe(true);
  });
});
