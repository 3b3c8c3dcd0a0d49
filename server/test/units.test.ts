import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HASH_NICE_INCREMENT, hashPassword, verifyPassword } from '../passwords.ts';
import { checkImageRef } from '../images.ts';
import { isImageRef } from '../../common/image-ref.ts';
import { fieldName, HttpError } from '../errors.ts';
import { loadMigrations, migrate } from '../migrate.ts';
import { migrateBefore } from './migrate-before.ts';
import { ArticleCache, CACHE_LIMITS } from '../article-cache.ts';
import { openPglite } from '../db.ts';
import { connectionFailure, markOutcomeUnknown, outcomeUnknown } from '../db-errors.ts';
import { GIF_1x1, JPEG_HEAD, PNG_1x1, pgliteDataDir, SVG } from './harness.ts';

describe('passwords (scrypt N=2^17, r=8, p=1)', () => {
  /**
   * Each thread of this process (Linux: /proc/self/task/<tid>/stat): its nice value (field 19)
   * and the CPU it has used (fields 14 and 15, in clock ticks).
   */
  const threads = () =>
    new Map(
      fs.readdirSync('/proc/self/task').map((tid) => {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const cpu = Number(fields[11]) + Number(fields[12]);
        return [tid, { nice: Number(fields[16]), cpu }] as const;
      }),
    );

  it.runIf(process.platform === 'linux')(
    'hashes in a thread of lower CPU priority than the event loop, which keeps its own',
    async () => {
      expect(HASH_NICE_INCREMENT).toBeGreaterThan(0);
      const main = String(process.pid);
      const before = threads();
      await hashPassword('rahasia-123');
      const after = threads();
      const base = before.get(main)!.nice;
      expect(after.get(main)!.nice).toBe(base);
      // The thread that did the hash is the one that spent the most CPU meanwhile (most of
      // a second of scrypt); it may be new, or one the pool started for an earlier hash.
      const [hasher] = [...after]
        .map(([tid, t]) => [tid, t.cpu - (before.get(tid)?.cpu ?? 0), t.nice] as const)
        .sort((a, b) => b[1] - a[1]);
      expect(hasher![0]).not.toBe(main);
      expect(hasher![2]).toBe(base + HASH_NICE_INCREMENT);
    },
  );

  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('rahasia-123'), hashPassword('rahasia-123')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('rahasia-123', a)).toBe(true);
    expect(await verifyPassword('rahasia-124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$17$8$1$$',
      'scrypt$99$8$1$c2FsdA==$a2V5',
      'bcrypt$x$y$z$a$b',
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });
});

describe('image references', () => {
  const problem = (value: string) => {
    try {
      checkImageRef(value, 'banner');
      return null;
    } catch (e) {
      return e instanceof HttpError ? `${e.status} ${e.message}` : String(e);
    }
  };
  const webp = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8 '),
  ]).toString('base64');

  it('accepts site paths and data URLs whose bytes are the declared type', () => {
    expect(problem('/images/articles/a.svg')).toBeNull();
    expect(problem(`data:image/png;base64,${PNG_1x1}`)).toBeNull();
    expect(problem(`data:image/jpeg;base64,${JPEG_HEAD}`)).toBeNull();
    expect(problem(`data:image/gif;base64,${GIF_1x1}`)).toBeNull();
    expect(problem(`data:image/webp;base64,${webp}`)).toBeNull();
    expect(problem(`data:image/svg+xml;base64,${SVG}`)).toBeNull();
  });

  it('rejects other hosts, mismatched bytes, broken base64 and oversize strings', () => {
    expect(problem('//evil.example/a.png')).toMatch(/^400 banner: /);
    expect(problem(`data:image/webp;base64,${PNG_1x1}`)).toBe(
      '400 banner: isi data URL bukan gambar WEBP yang valid.',
    );
    expect(problem(`data:image/png;base64,${webp}`)).toBe(
      '400 banner: isi data URL bukan gambar PNG yang valid.',
    );
    expect(problem('data:image/png;base64,abc')).toMatch(/^400 banner: harus path situs/);
    expect(problem('data:image/png;base64,')).toMatch(/^400 /);
    expect(problem(`/${'a'.repeat(2 * 1024 * 1024)}`)).toBe(
      '400 banner: ukuran gambar melebihi batas 2 MiB.',
    );
  });
});

describe("the contract's ImageRef pattern and the server's image check", () => {
  const b64 = (bytes: string | number[]) =>
    (typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes)).toString('base64');
  const url = (type: string, payload: string) => `data:image/${type};base64,${payload}`;
  const webp = (size: number[]) =>
    b64([...Buffer.from('RIFF'), ...size, ...Buffer.from('WEBPVP8 ')]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  /** Data URLs both accept, and data URLs both refuse. */
  const accepted = [
    url('png', PNG_1x1),
    url('png', 'iVBORw0KGgo='),
    url('png', 'iVBORw0KGgr='),
    url('jpeg', JPEG_HEAD),
    url('jpeg', '/9j/'),
    url('gif', GIF_1x1),
    url('gif', b64('GIF87a')),
    url('webp', webp([0, 0, 0, 0])),
    url('webp', webp([255, 255, 255, 255])),
    url('svg+xml', SVG),
    url('svg+xml', b64(svg)),
    url('svg+xml', b64(`\uFEFF${svg}`)),
    url('svg+xml', b64(`\t${svg}`)),
    url('svg+xml', b64(`\n${svg}`)),
    url('svg+xml', b64(`\r\n${svg}`)),
    url('svg+xml', b64(` ${svg}`)),
    url('svg+xml', b64(`<?xml version="1.0"?>\n<!-- made by hand -->\n${svg}`)),
  ];
  const refused = [
    url('png', ''),
    url('jpeg', ''),
    url('svg+xml', ''),
    url('png', 'iVBORw0KGg'),
    url('png', 'iVBORw0KGgo'),
    url('png', b64('not an image')),
    url('png', JPEG_HEAD),
    url('jpeg', PNG_1x1),
    url('jpeg', '/9j'),
    url('gif', b64('GIF88a')),
    url('gif', b64('GIF8')),
    url('webp', PNG_1x1),
    url('webp', b64('RIFF\0\0\0\0WAVEfmt ')),
    url('svg+xml', b64(`\u00a0${svg}`)),
    url('svg+xml', b64(`\f${svg}`)),
    url('svg+xml', b64(`x${svg}`)),
    url('png', '@@@@'),
    url('png', `${PNG_1x1}=`),
    url('bmp', 'Qk0='),
    'data:text/html;base64,PGgxPg==',
  ];

  it.each(accepted)('both accept %s', (value) => {
    expect(isImageRef(value)).toBe(true);
    expect(() => checkImageRef(value, 'banner')).not.toThrow();
  });

  it.each(refused)('both refuse %s', (value) => {
    expect(isImageRef(value)).toBe(false);
    expect(() => checkImageRef(value, 'banner')).toThrow(HttpError);
  });

  it('differ only where a pattern cannot see: an SVG whose first element is not <svg>', () => {
    for (const text of ['<html><script>x</script></html>', '<?xml version="1.0"?><html/>', '\t']) {
      const value = url('svg+xml', b64(text));
      expect(isImageRef(value), text).toBe(true);
      expect(() => checkImageRef(value, 'banner'), text).toThrow(
        'isi data URL bukan gambar SVG yang valid.',
      );
    }
  });
});

describe('field names in 400 messages', () => {
  it('turns JSON pointers into the names a developer reads', () => {
    expect(fieldName('')).toBe('');
    expect(fieldName('', 'title')).toBe('title');
    expect(fieldName('/sections/0/images/1')).toBe('sections[0].images[1]');
    expect(fieldName('/sections/2', 'content')).toBe('sections[2].content');
    expect(fieldName('/tags/0')).toBe('tags[0]');
  });
});

describe('migrations', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A database without tables: a copy of a just-created PGlite database. */
  const emptyDatabase = () => {
    const dir = pgliteDataDir('empty');
    dirs.push(dir);
    return openPglite(dir);
  };

  it('are numbered, applied once in order, and recorded', async () => {
    const migrations = loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(
      [...migrations.map((m) => m.version)].sort((a, b) => a - b),
    );
    expect(migrations[0]).toMatchObject({ version: 1, name: '001_init' });
    const db = await emptyDatabase();
    try {
      expect(await migrate(db)).toEqual(migrations.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    } finally {
      await db.close();
    }
  });

  it('make articles stored before the search table searchable, by their words and authors', async () => {
    const db = await emptyDatabase();
    try {
      const before = await migrateBefore(db, 6);
      await db.query(
        `INSERT INTO articles (title, author, published_on, category) VALUES
           ('Téknik Dasar Menggiring', '  Dewi Lestari ', '2026-01-02', 'Teknik'),
           ('Rotasi 3-1 untuk Pemula', 'dewi lestari', NULL, 'Taktik')`,
      );
      expect(await before.upgrade()).toEqual(before.later);
      const rows = await db.query<{ category_key: string; author_key: string; words: string[] }>(
        'SELECT category_key, author_key, words FROM article_search ORDER BY id',
      );
      expect(rows).toEqual([
        {
          category_key: 'teknik',
          author_key: 'dewi lestari',
          words: ['dasar', 'dewi', 'lestari', 'menggiring', 'teknik'],
        },
        {
          category_key: 'taktik',
          author_key: 'dewi lestari',
          words: ['3-1', 'dewi', 'lestari', 'pemula', 'rotasi', 'taktik', 'untuk'],
        },
      ]);
      const vocabulary = await db.query<{ word: string }>(
        'SELECT word FROM article_words ORDER BY word',
      );
      expect(vocabulary.map((r) => r.word)).toContain('menggiring');
    } finally {
      await db.close();
    }
  });

  it('leave the search indexes without a pending list, so that searches after writes do not slow down', async () => {
    const db = await emptyDatabase();
    try {
      await migrate(db, loadMigrations());
      // A pending list (GIN's fastupdate) is read whole by every search until a vacuum merges
      // it; PGlite never vacuums by itself.
      const rows = await db.query<{ name: string; options: string[] | null }>(
        `SELECT relname AS name, reloptions AS options FROM pg_class
          WHERE relname IN ('article_search_words_idx', 'article_words_trgm_idx') ORDER BY relname`,
      );
      expect(rows).toEqual([
        { name: 'article_search_words_idx', options: ['fastupdate=off'] },
        { name: 'article_words_trgm_idx', options: ['fastupdate=off'] },
      ]);
    } finally {
      await db.close();
    }
  });

  it('roll back a migration that fails, leaving nothing half-applied', async () => {
    const db = await emptyDatabase();
    try {
      const broken = [
        {
          version: 1,
          name: '001_broken',
          sql: 'CREATE TABLE a (id int); CREATE TABLE b (nope nonsense_type);',
        },
      ];
      await expect(migrate(db, broken)).rejects.toThrow();
      expect(
        await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'a'"),
      ).toEqual([]);
      expect(await db.query('SELECT * FROM schema_migrations')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('the article read cache', () => {
  const load = (value: string) => () => Promise.resolve(value);
  const size = (v: string) => v.length;

  it('keeps answers until a change, and forgets the least recently used beyond its bytes', async () => {
    const cache = new ArticleCache();
    const big = 'x'.repeat(CACHE_LIMITS.answerBytes / 8 - 1);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
      await cache.answer(key, load(big), size);
    // Read "a" again: it becomes the most recently used, so the ninth answer pushes out "b".
    expect(await cache.answer('a', load('fresh'), size)).toBe(big);
    await cache.answer('i', load(big), size);
    expect(await cache.answer('a', load('fresh'), size)).toBe(big);
    expect(await cache.answer('b', load('fresh'), size)).toBe('fresh');
    cache.changed();
    expect(await cache.answer('a', load('after'), size)).toBe('after');
  });

  it('does not keep one answer larger than an eighth of its bytes', async () => {
    const cache = new ArticleCache();
    const huge = 'x'.repeat(CACHE_LIMITS.answerBytes / 8 + 1);
    await cache.answer('all', load(huge), size);
    expect(await cache.answer('all', load('again'), size)).toBe('again');
  });

  it('keeps an article until it changes, and not an answer loaded while it changed', async () => {
    const cache = new ArticleCache();
    const row = (json: string) => () => Promise.resolve({ json, version: 1 });
    await cache.article(1, row('{"v":1}'));
    expect(String((await cache.article(1, row('{"v":2}')))!.body)).toBe('{"v":1}');
    cache.changed(1);
    let release!: () => void;
    const slow = cache.article(
      1,
      () => new Promise((r) => (release = () => r({ json: '{"v":2}', version: 2 }))),
    );
    cache.changed(1);
    release();
    expect(String((await slow)!.body)).toBe('{"v":2}');
    expect(String((await cache.article(1, row('{"v":3}')))!.body)).toBe('{"v":3}');
  });
});

describe('database connection failures (503, unless a commit was cut off)', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('tells a refused connection from a lost one, and anything else from both', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', '57P03', '53300', '08001'])
      expect(connectionFailure(coded(code)), code).toBe('refused');
    for (const code of ['57P01', '57P02', '08006', '08003', 'ECONNRESET'])
      expect(connectionFailure(coded(code)), code).toBe('lost');
    expect(connectionFailure(new Error('Connection terminated unexpectedly'))).toBe('lost');
    const both = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect');
    expect(connectionFailure(both)).toBe('refused');
    for (const other of [coded('23505'), coded('22P02'), new Error('boom'), 'ECONNREFUSED'])
      expect(connectionFailure(other)).toBeNull();
  });
  it('marks the outcome unknown when the connection went during a write, or after one committed', () => {
    expect(outcomeUnknown(markOutcomeUnknown(coded('57P01')))).toBe(true);
    expect(outcomeUnknown(markOutcomeUnknown(coded('ECONNREFUSED')))).toBe(false);
    expect(outcomeUnknown(markOutcomeUnknown(coded('ECONNREFUSED'), 'committed'))).toBe(true);
    expect(outcomeUnknown(markOutcomeUnknown(coded('23505'), 'committed'))).toBe(false);
  });
});
