/**
 * Faulty variants about request bodies past their operation's stated limits: a compressed body
 * inflated and read, a size limit not kept, a deep body that brings the server down (listed
 * with the others in conformance/test/variants.ts). The register check sends each to the
 * registration, with its own valid body. And article bodies read leniently: an unknown field
 * dropped where it is refused, a valid title refused.
 */
import { gunzipSync } from 'node:zlib';
import { json, parse, type Variant } from './faulty.ts';
import { isArticlePath } from './rewrite.ts';

const isRegistration = (method: string, path: string) => method === 'POST' && path === '/register';
const isLogin = (method: string, path: string) => method === 'POST' && path === '/login';

export const BODIES_VARIANTS: Variant[] = [
  {
    name: 'a compressed registration inflated and read (201 instead of 415)',
    check: 'register',
    finding: /Content-Encoding: gzip\) answered 201 \(expected 415\)/,
    fault: (ctx) => {
      if (!isRegistration(ctx.method, ctx.path) || ctx.headers['content-encoding'] !== 'gzip')
        return undefined;
      const { 'content-encoding': _gzip, ...headers } = ctx.headers;
      return ctx.forward({ headers, body: gunzipSync(ctx.body) });
    },
  },
  {
    name: 'a registration over its 8 KiB limit read (its white space dropped, instead of 413)',
    check: 'register',
    finding: /larger than the 8192-byte limit .*\(expected 413\)/,
    fault: (ctx) => {
      if (!isRegistration(ctx.method, ctx.path) || ctx.body.length <= 8192) return undefined;
      const text = ctx.body.toString('utf8').trim();
      return text.startsWith('{') ? ctx.forward({ body: text }) : undefined;
    },
  },
  {
    name: 'a body nested thousands of levels deep answered 500 (the parser overflows)',
    check: 'register',
    finding: /nested 4095 levels deep .*\(expected 400\)/,
    fault: (ctx) => {
      if (
        !isRegistration(ctx.method, ctx.path) ||
        !ctx.body.subarray(0, 1000).every((b) => b === 0x5b)
      )
        return undefined;
      return json(500, { message: 'Terjadi kesalahan pada server.' });
    },
  },
  {
    name: 'an image over 2 MiB answered 413 (the size limit of a body applied to a field)',
    check: 'negative_data_rejection',
    finding: /banner: oversized image data URL .*answered 413\b.*\(expected 400\b/,
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as { banner?: unknown } | undefined;
      return typeof body?.banner === 'string' && body.banner.length > 2_097_152
        ? json(413, { message: 'banner: ukuran gambar melebihi batas 2 MiB.' })
        : undefined;
    },
  },
  {
    name: 'a login over its 8 KiB limit refused with 415, the status of a compressed body',
    check: 'negative_data_rejection',
    finding: /larger than the 8192-byte limit.*answered 415.*\(expected 413\b/,
    fault: (ctx) =>
      isLogin(ctx.method, ctx.path) && ctx.body.length > 8192
        ? json(415, { message: 'body: harus dikirim tanpa kompresi.' })
        : undefined,
  },
  {
    name: 'invalid data accepted (unknown fields silently dropped)',
    check: 'negative_data_rejection',
    finding: /an extra property/,
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || !('unexpected_field' in body))
        return undefined;
      const { unexpected_field: _x, ...rest } = body;
      return ctx.forward({ body: JSON.stringify(rest) });
    },
  },
  {
    name: 'valid data refused (titles with non-ASCII letters get 400)',
    check: 'positive_data_acceptance',
    finding: /title: Unicode text/,
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !isArticlePath(ctx.path)) return undefined;
      const body = parse(ctx.body) as { title?: unknown } | undefined;
      // eslint-disable-next-line no-control-regex
      if (typeof body?.title === 'string' && /[^\u0000-\u007f]/.test(body.title))
        return json(400, { message: 'title: harus ASCII.' });
      return undefined;
    },
  },
];
