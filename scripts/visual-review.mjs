#!/usr/bin/env node
// Serves the visual review page of the last story run on 127.0.0.1 with buttons that approve:
//
//   npm run visual:review                 a free port; prints the URL
//   npm run visual:review -- --port 6123  that port
//
// The page is visual/report.html's (scripts/visual-report.mjs), rendered on every load so it
// shows what is left. Approving and removing go through scripts/visual-approve.mjs, the code
// behind `npm run visual:approve`: pinned browser only, lossless WebP checked pixel for pixel,
// and only the exact PNG the page showed (its sha256 travels with the request).
//
// It writes files, so it answers only its own page: it listens on 127.0.0.1, accepts only a
// Host of 127.0.0.1/localhost at its port (no DNS rebinding), and a POST needs the page's
// Origin and the random token written into the page when it was served.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  ApprovalError,
  QUICK_EFFORT,
  approve,
  recompressBaseline,
  removeBaselines,
} from './visual-approve.mjs';
import { renderReport } from './visual-report.mjs';

const TYPES = { '.png': 'image/png', '.webp': 'image/webp' };
const FILE = /^\/(run|baselines)\/([a-z0-9-]+(?:\.diff)?\.(?:png|webp))$/;
const MAX_BODY = 1 << 20;

/** Starts the server; resolves with its URL and a close function. */
export function startReviewServer({
  root = process.cwd(),
  port = 0,
  host = '127.0.0.1',
  log = console.log,
  // What each recompression waits for before it starts (a test holds it to see the quick file).
  recompressWhen = () => Promise.resolve(),
} = {}) {
  const token = crypto.randomBytes(24).toString('hex');
  let origins = [];
  // One change at a time: two clicks never interleave their writes.
  let queue = Promise.resolve();
  // An approval answers once its baselines are written at libwebp's quickest lossless effort;
  // each is then written again at its best effort (a third fewer bytes, seconds of CPU for a
  // long page), one at a time, behind the clicks.
  let recompressing = Promise.resolve();
  const pending = new Set();
  const recompressLater = (ids) => {
    for (const id of ids) {
      pending.add(id);
      recompressing = recompressing.then(async () => {
        try {
          await recompressWhen();
          const { before, after } = await recompressBaseline({ id, root });
          if (after < before) log(`recompressed ${id}: ${before} → ${after} bytes`);
        } catch (e) {
          // Removed or replaced meanwhile: the baseline as written stays valid.
          log(`not recompressed ${id}: ${e.message}`);
        } finally {
          pending.delete(id);
        }
      });
    }
  };

  const send = (res, status, body, type = 'application/json; charset=utf-8') => {
    res.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };
  const refuse = (res, status, error) => send(res, status, { error });

  async function readJson(req) {
    const chunks = [];
    let size = 0;
    for await (const c of req) {
      size += c.length;
      if (size > MAX_BODY) throw new ApprovalError('request too large');
      chunks.push(c);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      throw new ApprovalError('the request is not JSON');
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://x');
    if (!origins.some((o) => `http://${req.headers.host}` === o))
      return refuse(res, 421, 'unknown Host: open the URL that `npm run visual:review` printed');
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (url.pathname === '/')
        return send(res, 200, renderReport({ root, token }), 'text/html; charset=utf-8');
      const m = FILE.exec(url.pathname);
      const file = m && path.join(root, 'visual', m[1], m[2]);
      if (!file || !fs.existsSync(file)) return refuse(res, 404, 'not found');
      return send(res, 200, fs.readFileSync(file), TYPES[path.extname(file)]);
    }
    if (req.method !== 'POST') return refuse(res, 405, 'method not allowed');
    if (!origins.includes(req.headers.origin))
      return refuse(
        res,
        403,
        'only the review page itself may approve (cross-origin request refused)',
      );
    if (req.headers['x-review-token'] !== token)
      return refuse(res, 403, 'the page is from an earlier review server: reload it');
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
      return refuse(res, 415, 'send JSON');
    if (url.pathname !== '/approve' && url.pathname !== '/remove')
      return refuse(res, 404, 'not found');
    try {
      const body = await readJson(req);
      const names = Array.isArray(body.names)
        ? body.names.filter((n) => typeof n === 'string')
        : [];
      const digests = body.digests && typeof body.digests === 'object' ? body.digests : {};
      const change = queue.then(() =>
        url.pathname === '/approve'
          ? approve({ names, digests, root, effort: QUICK_EFFORT })
          : removeBaselines({ names, root }),
      );
      queue = change.catch(() => undefined);
      const result = await change;
      for (const a of result.approved ?? []) log(`approved ${a.id} (${a.status})`);
      for (const id of result.removed ?? []) log(`removed ${id}`);
      recompressLater((result.approved ?? []).map((a) => a.id));
      if (result.recorded)
        log(
          `visual/browser.json: baselines are now those of ${result.recorded.browser} ${result.recorded.version}`,
        );
      return send(res, 200, result);
    } catch (e) {
      if (e instanceof ApprovalError) return refuse(res, 409, e.message);
      throw e;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error(e);
      if (!res.headersSent) refuse(res, 500, `the review server failed: ${e.message}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      origins = [`http://127.0.0.1:${actual}`, `http://localhost:${actual}`];
      resolve({
        url: `http://127.0.0.1:${actual}/`,
        /** Baselines approved and not yet recompressed at the best effort. */
        pending: () => [...pending],
        /** Resolves once every approved baseline is recompressed. */
        recompressed: async () => {
          while (pending.size) await recompressing;
        },
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--port');
  const port = at >= 0 ? Number(argv[at + 1]) : Number(process.env.VISUAL_REVIEW_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('visual:review: --port takes a number from 0 (any free port) to 65535.');
    process.exit(1);
  }
  if (!fs.existsSync('visual/run/meta.json'))
    console.log('No story run yet: the page will be empty until `npm run test:stories` runs.');
  try {
    const review = await startReviewServer({ port });
    console.log(`Visual review: ${review.url}  (Ctrl+C stops it)`);
    process.once('SIGINT', () => {
      const left = review.pending();
      if (left.length)
        console.log(
          `\n${left.length} approved baseline(s) not yet recompressed (the same pixels, more bytes): ` +
            '`npm run visual:approve -- --recompress` does it.',
        );
      process.exit(130);
    });
  } catch (e) {
    console.error(`visual:review: cannot listen on 127.0.0.1:${port}: ${e.message}`);
    process.exit(1);
  }
}
