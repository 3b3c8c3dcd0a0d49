/**
 * The landing page of a one-time login link (server/login-links.ts), outside
 * the API: GET shows what the link does and a button, POST uses the link up,
 * gives this browser the account's device cookie and sends it to the login
 * page. Link previews and prefetchers only GET, so they cannot use a link up.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DeviceCookies } from '../device-cookies.ts';
import { LOGIN_LINK_PREFIX, checkLoginLink, redeemLoginLink } from '../login-links.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;background:#fff}' +
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#0b5d1e;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}a{color:#0b5d1e}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** Nothing but this page's own style, and a form that posts to this site. */
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="id"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
}

const invalid = (reply: FastifyReply) =>
  page(
    reply,
    404,
    'Tautan login tidak berlaku',
    '<p>Tautan ini sudah dipakai, sudah kedaluwarsa, atau tidak pernah dibuat. ' +
      'Minta tautan baru kepada pengelola server.</p><p><a href="/login">Ke halaman login</a></p>',
  );

type LinkRequest = FastifyRequest<{ Params: { token: string } }>;

export default function loginLink(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
) {
  // The confirmation form posts an empty urlencoded body: accepted here only, and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, next) => next(null, {}),
  );
  app.get(`${LOGIN_LINK_PREFIX}:token`, async (req: LinkRequest, reply) => {
    if (!(await checkLoginLink(app.db, req.params.token))) return invalid(reply);
    return page(
      reply,
      200,
      'Percayai browser ini',
      '<p>Tautan ini menjadikan browser ini perangkat yang dikenal untuk akun Anda. ' +
        'Setelah itu Anda login seperti biasa dengan email dan password; percobaan login ' +
        'yang gagal dari tempat lain tidak lagi menghalangi browser ini.</p>' +
        '<p>Tautan hanya bisa dipakai sekali.</p>' +
        `<form method="post"><button type="submit">Percayai browser ini dan lanjut ke login</button></form>`,
    );
  });
  app.post(`${LOGIN_LINK_PREFIX}:token`, async (req: LinkRequest, reply) => {
    const email = await redeemLoginLink(app.db, req.params.token);
    if (!email) return invalid(reply);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        DeviceCookies.setCookie(email, app.deviceCookies.issue(email), req.protocol === 'https'),
      )
      .header('location', '/login')
      .send();
  });
  done();
}
