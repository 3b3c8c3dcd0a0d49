/**
 * The members' content: the PDFs (GET /documents/{name}) and the members' sections of the
 * blog posts (GET /blog/{id}/members) are answered to a valid bearer token only, never kept
 * by a cache, and never part of what the server serves without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  BACKENDS,
  contractValidator,
  errorExamples,
  MEMBER,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { MEMBERS_CONTENT_DIR } from '../members-content.ts';

const DOCUMENTS = ['drill-sheet-rondo-4v1.pdf', 'company-profile-api-futsal.pdf'];
const UNAUTHORIZED = errorExamples('Unauthorized').unauthorized;
const memberBlogContent = contractValidator('MemberBlogContent');

describe.each(BACKENDS)('members-only documents and blog sections on %s', (backend) => {
  let s: TestServer;
  let member: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    member = await s.login(MEMBER);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it.each(DOCUMENTS)('%s: 401 without a token or with an unknown one', async (name) => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const res = await s.api(`/documents/${name}`, { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: UNAUTHORIZED });
    }
  });

  it.each(DOCUMENTS)(
    '%s: the whole PDF for a member, as an attachment under its name, stored by no cache',
    async (name) => {
      const res = await s.api(`/documents/${name}`, { token: member });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.equals(fs.readFileSync(path.join(MEMBERS_CONTENT_DIR, 'documents', name)))).toBe(
        true,
      );
    },
  );

  it('an admin may download too', async () => {
    const admin = await s.login(ADMIN);
    const res = await s.api(`/documents/${DOCUMENTS[0]}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('an unknown or malformed name is 404, and no name reaches another folder', async () => {
    for (const name of [
      'tidak-ada.pdf',
      '..%2F..%2Fpackage.json',
      '..%2Fblog%2F1.html',
      'DRILL-SHEET-RONDO-4V1.pdf',
      'drill-sheet-rondo-4v1',
      '.pdf',
    ]) {
      const res = await s.api(`/documents/${name}`, { token: member });
      expect(res.status, name).toBe(404);
      expect(await res.json(), name).toEqual({ message: 'Dokumen tidak ditemukan.' });
    }
  });

  it('the members section of a post, for a member only', async () => {
    const anonymous = await s.api('/blog/1/members');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: UNAUTHORIZED });

    const res = await s.api('/blog/1/members', { token: member });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { postId: number; html: string };
    expect(memberBlogContent(body)).toEqual([]);
    expect(body.postId).toBe(1);
    expect(body.html).toContain('<h2>Progresi untuk pemain yang sudah mahir</h2>');
    expect(body.html).toBe(
      fs.readFileSync(path.join(MEMBERS_CONTENT_DIR, 'blog', '1.html'), 'utf8').trim(),
    );
  });

  it('every post with a members section answers its own; any other id is 404', async () => {
    const seen = new Set<string>();
    for (const id of [1, 2, 4]) {
      const res = await s.api(`/blog/${id}/members`, { token: member });
      expect(res.status, String(id)).toBe(200);
      seen.add(((await res.json()) as { html: string }).html);
    }
    expect(seen.size).toBe(3);
    for (const id of [3, 999, 2147483647]) {
      const res = await s.api(`/blog/${id}/members`, { token: member });
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toEqual({
        message: 'Materi anggota untuk artikel ini tidak ditemukan.',
      });
    }
    // Not a canonical id: it names no post either.
    for (const id of ['01', '+1', '0', 'x', '1.5']) {
      const res = await s.api(`/blog/${id}/members`, { token: member });
      expect(res.status, id).toBe(404);
      expect(await res.json(), id).toEqual({
        message: 'Materi anggota untuk artikel ini tidak ditemukan.',
      });
    }
  });

  it('a PDF is never a request body: refused like any body that is not JSON', async () => {
    const admin = await s.login(ADMIN);
    const res = await s.api('/articles', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'body: harus dikirim sebagai JSON (Content-Type: application/json).',
    });
  });

  it('a revoked token no longer opens them', async () => {
    const token = await s.login(MEMBER);
    expect((await s.api(`/documents/${DOCUMENTS[0]}`, { token })).status).toBe(200);
    expect((await s.api('/logout', { method: 'POST', token })).status).toBe(204);
    expect((await s.api(`/documents/${DOCUMENTS[0]}`, { token })).status).toBe(401);
    expect((await s.api('/blog/1/members', { token })).status).toBe(401);
  });
});
