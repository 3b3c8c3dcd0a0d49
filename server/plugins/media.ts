import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX, mediaContentType } from '../media-store.ts';

/**
 * A stored image may be shown, never run: opened on its own (an SVG is a
 * document that could hold script) it is sandboxed in a unique origin with no
 * script, and may load nothing but its own inline styles.
 */
export const MEDIA_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** A name is the hash of its bytes: the answer under it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /media/<sha256>.<ext>: the stored image, read from the store (the
 * disk or the S3 bucket; the server answers with the bytes, it does not
 * redirect), with its content type, an ETag (the hash) and a year of immutable
 * caching. Anything else under /media/ is a plain-text 404, like any missing
 * file of the site.
 */
function media(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) {
  const store = app.media;
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}:name`,
    handler: async (req, reply) => {
      const { name } = req.params;
      const notFound = () =>
        reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      if (!mediaContentType(name)) return notFound();
      const etag = `"${name.slice(0, 64)}"`;
      const headers = {
        'cache-control': IMMUTABLE,
        etag,
        'content-security-policy': MEDIA_CSP,
      };
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}`))
        return reply.code(304).headers(headers).send();
      const file = await store.get(name);
      if (!file) return notFound();
      return reply.code(200).headers(headers).type(file.contentType).send(file.body);
    },
  });
  done();
}

export default fp(media, { name: 'media', fastify: '5.x', dependencies: ['database'] });
