import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CSP } from '../plugins/media.ts';
import {
  BACKENDS,
  GIF_1x1,
  PNG_1x1,
  SVG,
  startTestServer,
  type Backend,
  type TestServer,
} from './harness.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

const png = `data:image/png;base64,${PNG_1x1}`;
const gif = `data:image/gif;base64,${GIF_1x1}`;
const svg = `data:image/svg+xml;base64,${SVG}`;
const sha = (b64: string) => createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex');
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}\.(png|jpg|gif|webp|svg)$/;

interface Answer {
  id: number;
  banner: string | null;
  sections: { images: { path: string }[] }[];
}

/** Every file under dir (the disk store), relative. */
function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A PNG data URL of its own (random bytes after the PNG's own), and its /media/ path. */
function uniquePng(): { dataUrl: string; path: string } {
  const bytes = Buffer.concat([Buffer.from(PNG_1x1, 'base64'), randomBytes(8)]);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return {
    dataUrl: `data:image/png;base64,${bytes.toString('base64')}`,
    path: `/media/${hash}.png`,
  };
}

/**
 * Which stored images `server` answers (200) and which are gone (404): two articles share an
 * image and one has its own beside it, a third has its own; deleted, and updated without one.
 */
async function imagesRemovedWhenUnused(server: TestServer, token: string) {
  const [shared, own, third] = [uniquePng(), uniquePng(), uniquePng()];
  const create = async (banner: string | null, images: string[]) => {
    const res = await server.api('/articles', {
      method: 'POST',
      token,
      json: {
        title: 'Gambar bersama',
        ...(banner ? { banner } : {}),
        sections: [{ subtitle: 'S', content: 'C', images }],
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Answer;
  };
  const a = await create(shared.dataUrl, [own.dataUrl]);
  const b = await create(null, [shared.dataUrl]);
  const c = await create(third.dataUrl, []);
  const served = async () =>
    Promise.all(
      [shared, own, third].map(async (i) => (await fetch(`${server.url}${i.path}`)).status),
    );
  expect(await served()).toEqual([200, 200, 200]);
  // The shared image stays while b uses it; a's own goes with a.
  expect((await server.api(`/articles/${a.id}`, { method: 'DELETE', token })).status).toBe(204);
  expect(await served()).toEqual([200, 404, 200]);
  // b updated without it (its paths sent back otherwise): now no article uses it.
  const updated = await server.api(`/articles/${b.id}`, {
    method: 'PUT',
    token,
    json: { title: 'Tanpa gambar', sections: [] },
  });
  expect(updated.status).toBe(200);
  expect(await served()).toEqual([404, 404, 200]);
  expect((await server.api(`/articles/${c.id}`, { method: 'DELETE', token })).status).toBe(204);
  expect(await served()).toEqual([404, 404, 404]);
}

const article = (banner: string, images: string[]) => ({
  title: 'Artikel bergambar',
  banner,
  sections: [
    { subtitle: 'Satu', content: 'Isi satu', images },
    { subtitle: 'Dua', content: 'Isi dua', images: [images[0]!] },
  ],
});

describe.each(BACKENDS)('the image store on %s', (backend: Backend) => {
  let server: TestServer;
  let token: string;
  let mediaDir: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await server.login();
    mediaDir = path.join(server.storage.options.dataDir!, 'media');
  });
  afterAll(() => server?.stop());

  it('stores data-URL images as /media/<sha256>.<ext> paths, once per distinct image', async () => {
    const created = await server.api('/articles', {
      method: 'POST',
      token,
      json: article(png, [gif, png, svg]),
    });
    expect(created.status).toBe(201);
    const a = (await created.json()) as Answer;
    expect(a.banner).toBe(`/media/${sha(PNG_1x1)}.png`);
    expect(a.sections[0]!.images.map((i) => i.path)).toEqual([
      `/media/${sha(GIF_1x1)}.gif`,
      `/media/${sha(PNG_1x1)}.png`,
      `/media/${sha(SVG)}.svg`,
    ]);
    expect(a.sections[1]!.images[0]!.path).toBe(`/media/${sha(GIF_1x1)}.gif`);
    // Five image references, three distinct images: three files.
    expect(files(mediaDir).sort()).toEqual(
      [`${sha(PNG_1x1)}.png`, `${sha(GIF_1x1)}.gif`, `${sha(SVG)}.svg`]
        .map((n) => path.join(n.slice(0, 2), n))
        .sort(),
    );
    // The same image in another article is the same file.
    const again = (await (
      await server.api('/articles', { method: 'POST', token, json: article(png, [png]) })
    ).json()) as Answer;
    expect(again.banner).toBe(a.banner);
    expect(files(mediaDir)).toHaveLength(3);
  });

  // Posting 10 MB of photos is heavy work (parsing, checking and storing them): seconds on an idle
  // machine, a minute when every core is busy. What is proven is the size of the answer.
  it(
    'an article with five 1.5 MB photos is answered in a few hundred bytes',
    { timeout: 180_000 },
    async () => {
      const photos = Array.from({ length: 5 }, (_, i) => {
        const bytes = Buffer.alloc(1_500_000, i + 1);
        Buffer.from(PNG_1x1, 'base64').copy(bytes);
        return `data:image/png;base64,${bytes.toString('base64')}`;
      });
      const res = await server.api('/articles', {
        method: 'POST',
        token,
        json: {
          title: 'Lima foto',
          banner: photos[0],
          sections: [{ subtitle: 'Foto', content: 'Lima foto besar.', images: photos.slice(1) }],
        },
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as Answer;
      const one = await (await server.api(`/articles/${id}`)).text();
      expect(one.length).toBeLessThan(1024);
      const a = JSON.parse(one) as Answer;
      const served = await fetch(`${server.url}${a.sections[0]!.images[3]!.path}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(
        Buffer.from(photos[4]!.slice('data:image/png;base64,'.length), 'base64'),
      );
    },
  );

  it('no answer of GET /articles or GET /articles/{id} holds a data URL', async () => {
    const a = (await (
      await server.api('/articles', { method: 'POST', token, json: article(gif, [svg]) })
    ).json()) as Answer;
    const one = await (await server.api(`/articles/${a.id}`)).text();
    const list = await (await server.api('/articles')).text();
    expect(one).not.toContain('data:');
    expect(list).not.toContain('data:');
    expect(JSON.parse(one)).toMatchObject({ banner: `/media/${sha(GIF_1x1)}.gif` });
    // Nothing in the database either.
    const rows = await server.db.query(
      `SELECT id FROM articles WHERE banner LIKE 'data:%' OR sections::text LIKE '%data:%'`,
    );
    expect(rows).toEqual([]);
  });

  it('an update stores new data URLs, and the paths it answered can be sent back as they are', async () => {
    const a = (await (
      await server.api('/articles', { method: 'POST', token, json: { title: 'Tanpa gambar' } })
    ).json()) as Answer;
    const updated = (await (
      await server.api(`/articles/${a.id}`, {
        method: 'PUT',
        token,
        json: article(svg, [png]),
      })
    ).json()) as Answer;
    expect(updated.banner).toBe(`/media/${sha(SVG)}.svg`);
    expect(updated.sections[0]!.images[0]!.path).toMatch(MEDIA_PATH);
    // The editor sends the article back with the paths it was given.
    const resent = await server.api(`/articles/${a.id}`, {
      method: 'PUT',
      token,
      json: {
        title: 'Tanpa gambar',
        banner: updated.banner,
        sections: [
          { subtitle: 'Satu', content: 'Isi', images: [updated.sections[0]!.images[0]!.path] },
        ],
      },
    });
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as Answer).banner).toBe(updated.banner);
  });

  it('still rejects a data URL whose bytes are not the declared image type, and stores nothing', async () => {
    const before = files(mediaDir).length;
    const res = await server.api('/articles', {
      method: 'POST',
      token,
      json: {
        title: 'Palsu',
        banner: png,
        sections: [
          {
            subtitle: 's',
            content: 'c',
            images: [
              `data:image/png;base64,${Buffer.from('<script>x</script>').toString('base64')}`,
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^sections\[0\]\.images\[0\]: /,
    );
    expect(files(mediaDir)).toHaveLength(before);
  });

  it('accepts an SVG whose root element is self-closing (<svg/>), and serves it', async () => {
    const selfClosing = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    ).toString('base64');
    const bare = Buffer.from('<svg/>').toString('base64');
    const res = await server.api('/articles', {
      method: 'POST',
      token,
      json: article(`data:image/svg+xml;base64,${selfClosing}`, [
        `data:image/svg+xml;base64,${bare}`,
      ]),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Answer;
    expect(created.banner).toBe(`/media/${sha(selfClosing)}.svg`);
    expect(created.sections[0]!.images[0]!.path).toBe(`/media/${sha(bare)}.svg`);
    const served = await fetch(`${server.url}${created.banner}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect((await server.api(`/articles/${created.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
  });

  it('serves a stored image with its type, an ETag and a year of immutable caching', async () => {
    const a = (await (
      await server.api('/articles', { method: 'POST', token, json: article(png, [gif]) })
    ).json()) as Answer;
    const res = await fetch(`${server.url}${a.banner}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${sha(PNG_1x1)}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));
    // A browser revalidating (it need not: immutable) gets 304 without the body.
    const again = await fetch(`${server.url}${a.banner}`, {
      headers: { 'if-none-match': `"${sha(PNG_1x1)}"` },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.url}${a.sections[0]!.images[0]!.path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/gif');
  });

  it('serves an SVG sandboxed, so opened on its own it cannot run script', async () => {
    const a = (await (
      await server.api('/articles', { method: 'POST', token, json: article(svg, [svg]) })
    ).json()) as Answer;
    const res = await fetch(`${server.url}${a.banner}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(MEDIA_CSP);
    expect(csp.split(/;\s*/)).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });

  it('removes an image from the store once no article uses it', async () => {
    await imagesRemovedWhenUnused(server, token);
  });

  it('never removes an image a concurrent write is storing', async () => {
    // Each round: the only article with an image is deleted while another article is created
    // with the same image. Whichever commits first, the created article's image is served.
    for (let round = 0; round < 6; round++) {
      const image = uniquePng();
      const json = (title: string) => ({ title, banner: image.dataUrl, sections: [] });
      const first = await server.api('/articles', { method: 'POST', token, json: json('Lama') });
      const { id } = (await first.json()) as Answer;
      const [deleted, created] = await Promise.all([
        server.api(`/articles/${id}`, { method: 'DELETE', token }),
        server.api('/articles', { method: 'POST', token, json: json('Baru') }),
      ]);
      expect([deleted.status, created.status]).toEqual([204, 201]);
      expect(((await created.json()) as Answer).banner).toBe(image.path);
      expect((await fetch(`${server.url}${image.path}`)).status, `round ${round}`).toBe(200);
    }
  });

  it('answers an unknown or malformed media name with a plain 404', async () => {
    for (const p of [
      `/media/${'0'.repeat(64)}.png`,
      `/media/${sha(PNG_1x1)}.exe`,
      '/media/logo.png',
      '/media/..%2Fpg_hba.conf',
      `/media/${sha(PNG_1x1).toUpperCase()}.png`,
    ]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('cache-control'), p).not.toContain('immutable');
    }
  });
});

describe('the S3 image store (against a local S3-compatible server)', () => {
  let s3: LocalS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3('artikel-media');
    server = await startTestServer('pglite', { s3: s3.options() });
  });
  let s3Stopped = false;
  afterAll(async () => {
    await server?.stop();
    if (!s3Stopped) await s3?.stop();
  });

  it('keeps images in the bucket, not on the disk, and serves them from there', async () => {
    const token = await server.login();
    const a = (await (
      await server.api('/articles', { method: 'POST', token, json: article(png, [svg, png]) })
    ).json()) as Answer;
    expect(a.banner).toBe(`/media/${sha(PNG_1x1)}.png`);
    expect(files(path.join(server.storage.options.dataDir!, 'media'))).toEqual([]);
    // The object, as the S3 API itself answers it.
    const obj = await fetch(`${s3.endpoint}/artikel-media/media/${sha(PNG_1x1)}.png`);
    expect(obj.status).toBe(200);
    expect(obj.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await obj.arrayBuffer())).toEqual(Buffer.from(PNG_1x1, 'base64'));

    const served = await fetch(`${server.url}${a.sections[0]!.images[0]!.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(SVG, 'base64'));
    expect((await fetch(`${server.url}/media/${'1'.repeat(64)}.png`)).status).toBe(404);
  });

  it('removes an image from the bucket once no article uses it', async () => {
    await imagesRemovedWhenUnused(server, await server.login());
  });

  it('/readyz asks the bucket: 200 while it answers, 503 once it is stopped (the last test here)', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    await s3.stop();
    s3Stopped = true;
    const stopped = await fetch(`${server.url}/readyz`);
    expect([stopped.status, await stopped.json()]).toEqual([503, { status: 'unavailable' }]);
  });
});
