/**
 * A small in-memory server for the contract, written for the kit's own tests
 * (no database, starts instantly). It validates bodies with the contract and
 * can be told to misbehave in one way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContract, type Schema } from '../contract.ts';
import {
  conditionTooLong,
  ifMatchHolds,
  ifNoneMatchMatches,
  strongTag,
} from '../../common/etag.ts';
import { accepts, isPublic, operationAt } from '../../common/api/access.ts';
import { OPERATIONS } from '../../common/api/operations.ts';
import type { OperationId } from '../../common/api/types.ts';
import { dataUrlProblem } from '../../common/image-bytes.ts';

import { createTrouble, type Trouble } from './fake-trouble.ts';
import { depthOf, memberOf, profile, sectionImages, USERS, type FakeUser } from './fake-data.ts';

/** Whether a JSON value holds a text with a NUL or a lone surrogate anywhere. */
const badText = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000') ||
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(v)
    : !!v && typeof v === 'object' && Object.values(v).some(badText);

export interface FakeOptions {
  /** answer 500 to writes whose title matches */
  crashOnTitle?: RegExp;
}

export interface Fake {
  url: string;
  /** how many requests arrived, by `METHOD path` */
  hits: Map<string, number>;
  /** answers the operation's next request(s) as in trouble (fake-trouble.ts); none: disarmed */
  trouble(t?: Trouble): void;
  /** how many answers the trouble armed last gave */
  troubleGiven(): number;
  close(): Promise<void>;
}

export async function startFake(options: FakeOptions = {}): Promise<Fake> {
  const contract = loadContract();
  const op = (id: string) => contract.find((o) => o.operationId === id)!;
  const schemaOf = (id: string) =>
    op(id).requestBody!.content['application/json']!.schema as Schema;
  const sessions = new Map<string, FakeUser>();
  const users = USERS.map((u) => ({ ...u }));
  const articles = new Map<number, Record<string, unknown>>();
  /** The day each article was created, in Asia/Jakarta: an undated article is listed by it. */
  const createdOn = new Map<number, string>();
  const jakartaDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  /** The message of a body the schema refuses, naming the field (the contract's 400), or null. */
  const refusal = (id: string, value: unknown): string | null => {
    const { valid, errors } = contract.validate(schemaOf(id), value);
    if (valid) return null;
    const field = /^\/([^/ ]+)/.exec(errors[0] ?? '')?.[1] ?? 'body';
    return `${field}: tidak valid.`;
  };
  let nextId = 1;
  let nextToken = 1;
  const hits = new Map<string, number>();
  const trouble = createTrouble();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        if (body === undefined) {
          res.writeHead(status, headers).end();
          return;
        }
        res
          .writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(body));
      };
      /** One article, with its version as a strong ETag. */
      const sendArticle = (status: number, a: Record<string, unknown>) =>
        send(status, a, { etag: strongTag(a.version as number) });
      /** If-Match absent, `*`, or naming the article's version; else 412 with the article. */
      const preconditionHolds = (a: Record<string, unknown>) => {
        if (ifMatchHolds(req.headers['if-match'], strongTag(a.version as number))) return true;
        sendArticle(412, a);
        return false;
      };
      try {
        const url = new URL(req.url ?? '/', 'http://x');
        const key = `${req.method} ${url.pathname.replace(/\/\d+$/, '/{id}')}`;
        hits.set(key, (hits.get(key) ?? 0) + 1);
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString('utf8');
        const nul = [...url.searchParams].find(([, v]) => v.includes('\u0000'));
        if (nul) return send(400, { message: `${nul[0]}: tidak valid.` });
        const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        const user = auth ? sessions.get(auth) : undefined;
        const body = (): { ok: true; value: Record<string, unknown> } | { ok: false } => {
          if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return { ok: false };
          try {
            const value = JSON.parse(raw) as Record<string, unknown>;
            // A NUL or a lone surrogate in any text of a body: 400, as the contract says.
            return badText(value) ? { ok: false } : { ok: true, value };
          } catch {
            return { ok: false };
          }
        };
        const stored = (id: number, b: Record<string, unknown>, version: number) => ({
          id,
          title: b.title,
          author: b.author ?? '',
          date: b.date ?? null,
          category: b.category ?? '',
          banner: b.banner ?? null,
          tags: ((b.tags as string[] | undefined) ?? []).map((name) => ({ name })),
          sections: ((b.sections as Record<string, unknown>[] | undefined) ?? []).map((s) => ({
            subtitle: s.subtitle,
            content: s.content,
            youtube: s.youtube ?? '',
            images: ((s.images as string[] | undefined) ?? []).map((path) => ({ path })),
          })),
          version,
        });
        const write = (id: number, status: number) => {
          const b = body();
          if (!b.ok) return send(400, { message: 'body: tidak valid.' });
          const invalid = refusal('createArticle', b.value);
          if (invalid) return send(400, { message: invalid });
          // Image bytes of the declared type, which no pattern can say (an SVG's first element).
          const images = [b.value.banner, ...sectionImages(b.value)].filter(
            (v): v is string => typeof v === 'string',
          );
          if (images.some((v) => dataUrlProblem(v) !== null))
            return send(400, { message: 'banner: bukan gambar yang valid.' });
          if (options.crashOnTitle?.test(String(b.value.title)))
            return send(500, { message: 'Terjadi kesalahan pada server.' });
          const before = articles.get(id);
          if (before && !preconditionHolds(before)) return;
          const a = stored(id, b.value, ((before?.version as number | undefined) ?? 0) + 1);
          articles.set(id, a);
          if (!createdOn.has(id)) createdOn.set(id, jakartaDay());
          sendArticle(status, a);
        };
        const path = url.pathname;
        // Who may call what, as the contract declares it (common/api/operations.ts).
        const operation = operationAt(OPERATIONS, req.method ?? 'GET', path);
        const troubled = trouble.take(operation);
        if (troubled) return send(troubled.status, troubled.body, troubled.headers);
        if (operation && !isPublic(OPERATIONS[operation])) {
          if (!user) return send(401, { message: 'Sesi tidak valid.' });
          if (!accepts(OPERATIONS[operation], user.role))
            return send(403, {
              message: path.startsWith('/members')
                ? 'Hanya admin yang boleh mengelola akun anggota.'
                : 'Hanya admin yang boleh mengubah artikel.',
            });
        }
        // The operation's stated body limits, and bodies only as sent (no Content-Encoding).
        const rules = operation ? op(operation).requestBody : undefined;
        if (rules && bytes.length) {
          const coding = req.headers['content-encoding']?.trim().toLowerCase();
          if (coding && coding !== 'identity')
            return send(415, { message: 'body: harus dikirim tanpa kompresi.' });
          if (rules.maxBytes && bytes.length > rules.maxBytes)
            return send(413, { message: 'Body terlalu besar.' });
          if (rules.maxDepth && depthOf(raw) > rules.maxDepth)
            return send(400, { message: 'body: terlalu dalam.' });
        }
        /** The article id of an item path (a canonical integer in range), or undefined; false after a 400. */
        const itemId = (): number | undefined | false => {
          for (const header of ['If-Match', 'If-None-Match'])
            if (conditionTooLong(req.headers[header.toLowerCase()] as string | undefined)) {
              send(400, { message: `${header}: maksimal 200 karakter.` });
              return false;
            }
          const segment = path.split('/')[2] ?? '';
          return /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2147483647
            ? Number(segment)
            : undefined;
        };
        const listing = (stats: boolean) => {
          const limit = url.searchParams.get('limit');
          const offset = url.searchParams.get('offset');
          const q = url.searchParams.get('q') ?? '';
          const category = url.searchParams.get('category') ?? '';
          const view = url.searchParams.get('view');
          // A 400 names the parameter, as the contract says.
          const bad =
            limit !== null && !/^(100|[1-9]\d?)$/.test(limit)
              ? 'limit'
              : offset !== null &&
                  !(/^(0|[1-9]\d{0,9})$/.test(offset) && Number(offset) <= 2147483647)
                ? 'offset'
                : [...q].length > 100
                  ? 'q'
                  : [...category].length > 120
                    ? 'category'
                    : view !== null && view !== 'full' && view !== 'summary'
                      ? 'view'
                      : null;
          if (bad) return send(400, { message: `${bad}: tidak valid.` });
          // Search by substring only (case and accents ignored): no close spellings.
          const fold = (t: unknown) =>
            String(t).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
          // Newest first: by date, an undated article by the day it was created, then newest id.
          const listedOn = (a: Record<string, unknown>) =>
            typeof a.date === 'string' ? a.date : createdOn.get(a.id as number)!;
          const ordered = [...articles.values()].sort((a, b) => {
            const [da, db] = [listedOn(a), listedOn(b)];
            return da === db ? (b.id as number) - (a.id as number) : da < db ? 1 : -1;
          });
          const all = ordered.filter((a) => {
            const text = fold(`${a.title as string} ${a.category as string} ${a.author as string}`);
            return (
              q
                .split(/\s+/)
                .filter(Boolean)
                .every((w) => text.includes(fold(w))) &&
              (!category.trim() || fold(a.category) === fold(category))
            );
          });
          if (stats) {
            const authors = all.map((a) => String(a.author).trim().toLowerCase()).filter(Boolean);
            return send(200, { articles: all.length, authors: new Set(authors).size });
          }
          const start = Number(offset ?? 0);
          const page = limit === null ? all.slice(start) : all.slice(start, start + Number(limit));
          res.setHeader('x-total-count', String(all.length));
          return send(
            200,
            view !== 'summary'
              ? page
              : page.map(({ sections, ...rest }) => ({
                  ...rest,
                  excerpt: [
                    ...String((sections as { content: string }[])[0]?.content ?? '')
                      .replace(/\s+/g, ' ')
                      .trim(),
                  ]
                    .slice(0, 300)
                    .join(''),
                })),
          );
        };
        /** What any signed-in user may read: one document and one members' section. */
        const membersOnly = (found: boolean, answer: () => void) => {
          res.setHeader('cache-control', 'private, no-store');
          return found ? answer() : send(404, { message: 'Tidak ditemukan.' });
        };
        const segment = (i: number) => path.split('/')[i];
        // Each operation of the generated table (common/api/operations.ts) has its answer here.
        const routes = {
          login: () => {
            const b = body();
            if (!b.ok) return send(400, { message: 'body: tidak valid.' });
            const invalid = refusal('login', b.value);
            if (invalid) return send(400, { message: invalid });
            const email = String(b.value.email).trim().toLowerCase();
            const u = users.find((x) => x.email === email && x.password === b.value.password);
            if (!u) return send(401, { message: 'Email atau password salah.' });
            const token = `t${nextToken++}`;
            sessions.set(token, u);
            return send(200, { user: profile(u), token });
          },
          register: () => {
            const b = body();
            if (!b.ok) return send(400, { message: 'body: tidak valid.' });
            const invalid = refusal('register', b.value);
            if (invalid) return send(400, { message: invalid });
            const email = String(b.value.email).trim().toLowerCase();
            if (users.some((x) => x.email === email))
              return send(409, { message: 'Email already exists' });
            const u = {
              name: String(b.value.name).trim(),
              email,
              password: String(b.value.password),
              role: 'user',
              id: Math.max(0, ...users.map((x) => x.id)) + 1,
              membership: 'basic',
              createdAt: new Date().toISOString(),
            };
            users.push(u);
            const token = `t${nextToken++}`;
            sessions.set(token, u);
            return send(201, { user: profile(u), token });
          },
          getCurrentUser: () => send(200, profile(user!)),
          deleteCurrentUser: () => {
            const b = body();
            if (!b.ok || !contract.validate(schemaOf('deleteCurrentUser'), b.value).valid)
              return send(400, { message: 'password: wajib diisi.' });
            if (b.value.password !== user!.password)
              return send(403, { message: 'Password salah. Akun tidak dihapus.' });
            if (user!.role === 'admin' && users.filter((u) => u.role === 'admin').length === 1)
              return send(409, { message: 'Akun admin terakhir tidak dapat dihapus.' });
            users.splice(users.indexOf(user!), 1);
            for (const [token, u] of sessions) if (u === user) sessions.delete(token);
            return send(204);
          },
          logout: () => {
            sessions.delete(auth!);
            return send(204);
          },
          listArticles: () => listing(false),
          getArticleStats: () => listing(true),
          createArticle: () => write(nextId++, 201),
          getArticle: () => {
            const id = itemId();
            if (id === false) return;
            const a = id ? articles.get(id) : undefined;
            if (!a) return send(404, { message: 'Artikel tidak ditemukan.' });
            const tag = strongTag(a.version as number);
            if (ifNoneMatchMatches(req.headers['if-none-match'], tag))
              return send(304, undefined, { etag: tag });
            return sendArticle(200, a);
          },
          updateArticle: () => {
            const id = itemId();
            if (id === false) return;
            if (!id || !articles.has(id)) return send(404, { message: 'Artikel tidak ditemukan.' });
            return write(id, 200);
          },
          deleteArticle: () => {
            const id = itemId();
            if (id === false) return;
            if (!id || !articles.has(id)) return send(404, { message: 'Artikel tidak ditemukan.' });
            if (!preconditionHolds(articles.get(id)!)) return;
            articles.delete(id);
            return send(204);
          },
          getDocument: () =>
            membersOnly(segment(2) === 'drill-sheet-rondo-4v1.pdf', () =>
              res
                .writeHead(200, {
                  'content-type': 'application/pdf',
                  'content-disposition': `attachment; filename="${segment(2)!}"`,
                })
                .end('%PDF-1.4\n%%EOF\n'),
            ),
          getMemberBlogContent: () =>
            membersOnly(segment(2) === '1', () =>
              send(200, { postId: 1, html: '<p>Materi anggota.</p>' }),
            ),
          listMembers: () => {
            const limit = url.searchParams.get('limit');
            const offset = url.searchParams.get('offset');
            if (limit !== null && !/^(100|[1-9]\d?)$/.test(limit))
              return send(400, { message: 'limit: tidak valid.' });
            if (
              offset !== null &&
              !(/^(0|[1-9]\d{0,9})$/.test(offset) && Number(offset) <= 2147483647)
            )
              return send(400, { message: 'offset: tidak valid.' });
            const start = Number(offset ?? 0);
            const page = users.slice(start, limit === null ? undefined : start + Number(limit));
            res.setHeader('x-total-count', String(users.length));
            res.setHeader('cache-control', 'private, no-store');
            return send(200, page.map(memberOf));
          },
          setMemberMembership: () => {
            const segment = path.split('/')[2] ?? '';
            const found = /^[1-9]\d{0,9}$/.test(segment)
              ? users.find((u) => u.id === Number(segment))
              : undefined;
            if (!found) return send(404, { message: 'Akun tidak ditemukan.' });
            const b = body();
            if (!b.ok || !contract.validate(schemaOf('setMemberMembership'), b.value).valid)
              return send(400, { message: 'membership: tidak valid.' });
            found.membership = String(b.value.membership);
            res.setHeader('cache-control', 'private, no-store');
            return send(200, memberOf(found));
          },
        } satisfies Record<OperationId, () => void>;
        if (operation) return routes[operation]();
        send(404, { message: 'Tidak ditemukan.' });
      } catch {
        send(500, { message: 'Terjadi kesalahan pada server.' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    trouble: (t) => trouble.arm(t),
    troubleGiven: () => trouble.given(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
