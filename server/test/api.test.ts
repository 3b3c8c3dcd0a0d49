import { afterAll, beforeAll, describe } from 'vitest';
import { ADMIN, BACKENDS, MEMBER, startTestServer, type TestServer } from './harness.ts';
import { changeCases, readCases } from './api-cases/articles.ts';
import { createCases } from './api-cases/articles-create.ts';
import { authCases, otherCases } from './api-cases/auth.ts';

describe.each(BACKENDS)('reference API on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    [admin, member] = await Promise.all([s.login(ADMIN), s.login(MEMBER)]);
  });
  afterAll(async () => {
    await s?.stop();
  });

  const context = () => ({ s, admin, member });
  authCases(context, backend);
  readCases(context);
  createCases(context);
  changeCases(context);
  otherCases(context);
});
