// @vitest-environment node
/** The MSW handlers refuse an image string over the contract's 2 MiB as the server does: 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

const server = setupServer(...createHandlers());
const admin = { authorization: 'Bearer admin-token', 'content-type': 'application/json' };
const create = (body: unknown) =>
  fetch('http://localhost/api/articles', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify(body),
  });
/** A data URL of exactly `length` characters. */
const dataUrl = (length: number) => {
  const prefix = 'data:image/png;base64,';
  return prefix + 'A'.repeat(length - prefix.length);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the mocks, like the server, on an image string over 2 MiB', () => {
  it('answer 400 naming the banner or the section image, not 413', async () => {
    const banner = await create({ title: 'a', banner: dataUrl(2_097_153) });
    expect(banner.status).toBe(400);
    expect(await banner.json()).toEqual({ message: 'banner: ukuran gambar melebihi batas 2 MiB.' });
    const section = await create({
      title: 'a',
      sections: [{ subtitle: 's', content: 'c', images: ['/images/a.svg', dataUrl(2_097_153)] }],
    });
    expect(section.status).toBe(400);
    expect(await section.json()).toEqual({
      message: 'sections[0].images[1]: ukuran gambar melebihi batas 2 MiB.',
    });
  });

  it('store one of exactly 2097152 characters', async () => {
    expect((await create({ title: 'a', banner: dataUrl(2_097_152) })).status).toBe(201);
  });
});
