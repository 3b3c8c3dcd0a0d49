// The scale run of `npm run bench:api` (alone: `npm run bench:api -- --scale`):
// 100,000 generated articles with Indonesian titles and text, inserted with SQL
// straight into the database (PostgreSQL when DATABASE_URL is set, in a schema
// of its own that is dropped afterwards; otherwise PGlite in a temp directory),
// then the reads the site makes and a write under read load, each with
// autocannon. Prints one table and whether each target is met.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { background, freePort, stop, waitForUrl } from './lib.mjs';

const COUNT = 100_000;
/** The Free Kick list's first page and the home page's, as the site asks for them. */
const FIRST_PAGE = '/articles?view=summary&limit=12';
const HOME = '/articles?view=summary&limit=6';

// ---- generated articles -----------------------------------------------------
const TOPICS = [
  ['Pressing Tinggi', 'Taktik'],
  ['Rotasi 3-1', 'Taktik'],
  ['Formasi 4-0', 'Taktik'],
  ['Transisi Bertahan', 'Taktik'],
  ['Power Play', 'Taktik'],
  ['Blok Rendah', 'Taktik'],
  ['Passing Segitiga', 'Teknik'],
  ['Kontrol Bola dengan Telapak', 'Teknik'],
  ['Tendangan Jarak Jauh', 'Teknik'],
  ['Dribel di Ruang Sempit', 'Teknik'],
  ['Penyelesaian Akhir', 'Teknik'],
  ['Posisi Dasar Kiper', 'Penjaga Gawang'],
  ['Distribusi Bola Kiper', 'Penjaga Gawang'],
  ['Menghadapi Satu Lawan Satu', 'Penjaga Gawang'],
  ['Tendangan Sudut', 'Bola Mati'],
  ['Tendangan Bebas', 'Bola Mati'],
  ['Tendangan ke Dalam', 'Bola Mati'],
  ['Latihan Interval', 'Kondisi Fisik'],
  ['Kelincahan dan Kecepatan', 'Kondisi Fisik'],
  ['Pemulihan Setelah Pertandingan', 'Kondisi Fisik'],
  ['Bermain Sambil Belajar', 'Pembinaan Usia Muda'],
  ['Permainan Kecil untuk Anak', 'Pembinaan Usia Muda'],
  ['Mental Juara', 'Psikologi'],
  ['Komunikasi di Lapangan', 'Psikologi'],
  ['Gizi Sebelum Bertanding', 'Nutrisi'],
];
const ANGLES = [
  'Prinsip dan Latihan',
  'Panduan untuk Pemula',
  'Kesalahan yang Sering Terjadi',
  'Lima Variasi yang Efektif',
  'Program Enam Minggu',
  'Catatan dari Pertandingan Liga',
  'Cara Melatihnya di Klub',
  'Analisis Video',
  'untuk Tim Sekolah',
  'Tingkat Lanjut',
];
const FIRST = ['Andri', 'Rina', 'Budi', 'Sari', 'Yoga', 'Dimas', 'Dewi', 'Agus', 'Fitri', 'Hendra'];
const LAST = ['Pratama', 'Kusuma', 'Santoso', 'Wulandari', 'Prasetyo', 'Ardiansyah', 'Lestari'];
const SENTENCES = [
  'Pemain futsal melakukan sprint pendek setiap tiga puluh detik dan sering berganti arah.',
  'Tekanan yang rapi memaksa lawan mengambil keputusan sebelum mereka siap.',
  'Kiper berdiri dengan lutut sedikit ditekuk dan berat badan di ujung kaki.',
  'Umpan pendek yang cepat membuka ruang di antara dua pemain bertahan.',
  'Latihan ini dimulai dengan pemanasan dinamis selama sepuluh menit.',
  'Setiap kelompok terdiri dari tiga pemain yang bergantian posisi.',
  'Pelatih memberi isyarat tangan agar lawan tidak membaca rencana tim.',
  'Anak-anak belajar paling baik lewat permainan, bukan lewat ceramah panjang.',
  'Jaga jarak antarpemain agar bola selalu punya jalur umpan yang aman.',
  'Evaluasi rekaman pertandingan membantu pemain melihat kesalahan posisi.',
  'Istirahat yang cukup sama pentingnya dengan latihan yang berat.',
  'Komunikasi singkat dan jelas mencegah dua pemain mengejar bola yang sama.',
];
const pick = (list, n) => list[n % list.length];

export function article(i) {
  const [topic, category] = pick(TOPICS, i);
  const angle = pick(ANGLES, Math.floor(i / TOPICS.length));
  const part = Math.floor(i / (TOPICS.length * ANGLES.length));
  const paragraph = (k) =>
    Array.from({ length: 5 }, (_, j) => pick(SENTENCES, i * 3 + k * 5 + j * 7)).join(' ');
  const day = new Date(Date.UTC(2026, 10, 1) - (i % 3650) * 86_400_000);
  return {
    title: `${topic}: ${angle}${part ? ` (Bagian ${part + 1})` : ''}`,
    author: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 3))}`,
    date: day.toISOString().slice(0, 10),
    category,
    banner: '/images/articles/pressing-tinggi.svg',
    tags: JSON.stringify([{ name: category.toLowerCase() }, { name: topic.toLowerCase() }]),
    sections: JSON.stringify(
      [0, 1].map((k) => ({
        subtitle: k ? 'Cara melatihnya' : 'Mengapa penting',
        content: paragraph(k),
        youtube: '',
        images: [],
      })),
    ),
  };
}

const INSERT = `INSERT INTO articles (title, author, published_on, category, banner, tags, sections)
  SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::text[], $6::json[], $7::json[])`;

export async function insertAll(query) {
  const started = Date.now();
  for (let from = 0; from < COUNT; from += 5000) {
    const rows = Array.from({ length: Math.min(5000, COUNT - from) }, (_, k) => article(from + k));
    const cols = ['title', 'author', 'date', 'category', 'banner', 'tags', 'sections'];
    await query(
      INSERT,
      cols.map((c) => rows.map((r) => r[c])),
    );
  }
  return Date.now() - started;
}

// ---- servers ----------------------------------------------------------------
async function startServer(env, dataDir) {
  const port = await freePort();
  const started = Date.now();
  const child = background(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-site'),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForUrl(`${base}${FIRST_PAGE}`, 300_000);
  return { child, base, startMs: Date.now() - started };
}
const stopped = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    stop(child);
  });

/** Bytes of an answer on the wire when the client accepts gzip only. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

// ---- the run ------------------------------------------------------------------
const fmt = (n, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

export async function scaleRun({ duration, connections }) {
  const usePostgres = !!process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-scale-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = usePostgres
    ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
    : { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
  const pool = usePostgres
    ? new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 2,
        options: `-c search_path=${schema}`,
      })
    : null;
  const rows = [];
  let server;
  try {
    console.log(
      `scale run: ${fmt(COUNT)} articles on ${usePostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${connections} connections, ${duration} s per run, ${os.cpus().length} CPU(s)`,
    );
    // Migrations and seed, then the bulk insert with the server stopped (PGlite has one owner).
    server = await startServer(env, dir);
    await stopped(server.child);
    let insertMs;
    let sizeBytes;
    if (pool) {
      insertMs = await insertAll((sql, params) => pool.query(sql, params));
      await pool.query('ANALYZE articles');
      const [{ size }] = (
        await pool.query(
          `SELECT sum(pg_total_relation_size(c.oid))::bigint AS size FROM pg_class c
             JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
          [schema],
        )
      ).rows;
      sizeBytes = Number(size);
    } else {
      const db = new PGlite(env.DATA_DIR, { extensions: { pg_trgm, unaccent } });
      insertMs = await insertAll((sql, params) => db.query(sql, params));
      await db.query('ANALYZE articles');
      await db.close();
      sizeBytes = Number(
        fs
          .readdirSync(env.DATA_DIR, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0),
      );
    }
    console.log(
      `inserted ${fmt(COUNT)} articles in ${fmt(insertMs / 1000, 1)} s; database ${fmt(sizeBytes / 1e6)} MB`,
    );

    // Cold start: process start until the first page is answered.
    server = await startServer(env, dir);
    console.log(`cold start with ${fmt(COUNT)} articles: ${fmt(server.startMs / 1000, 1)} s`);
    const { base } = server;
    const wire = await gzipBytes(`${base}${FIRST_PAGE}`);
    const rawBytes = (
      await (
        await fetch(`${base}${FIRST_PAGE}`, { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer()
    ).byteLength;
    const total = Number(
      (await fetch(`${base}${FIRST_PAGE}`)).headers.get('x-total-count') ?? 'NaN',
    );

    /** Waits until requests abandoned by the last run are done (an uncached page answers fast). */
    const settle = async () => {
      for (let i = 0; i < 120; i++) {
        const t = Date.now();
        await fetch(`${base}/articles?limit=1&offset=${1000 + i}`).then((r) => r.arrayBuffer());
        if (Date.now() - t < 50) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    const run = async (name, opts, target) => {
      await settle();
      await autocannon({ connections, duration: 1, ...opts });
      const r = await autocannon({ connections, duration, ...opts });
      const row = {
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
        target,
      };
      rows.push(row);
      return row;
    };
    const url = (p) => `${base}${p}`;
    await run('Free Kick first page (summary, limit=12)', { url: url(FIRST_PAGE) }, 25);
    await run(
      'search q=pressing (summary, limit=12)',
      { url: url(`/articles?q=pressing&view=summary&limit=12`) },
      50,
    );
    await run('stats (GET /articles/stats)', { url: url('/articles/stats') }, 25);
    await run('home page (summary, limit=6)', { url: url(HOME) }, 25);
    let id = 0;
    await run(
      'one article, a different id each time',
      {
        url: url('/articles/1'),
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/articles/${1 + ((id++ * 7919) % COUNT)}`,
            }),
          },
        ],
      },
      25,
    );

    // A write under read load: 5 connections create articles while 45 read the first page.
    const login = await fetch(url('/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@apifutsal.id', password: 'admin12345' }),
    });
    const { token } = await login.json();
    const writeBody = JSON.stringify({
      title: 'Latihan Baru di Bawah Beban Baca',
      author: 'Penguji Beban',
      date: '2026-11-20',
      category: 'Taktik',
      sections: [{ subtitle: 'Isi', content: SENTENCES.join(' ') }],
    });
    const writeOpts = {
      url: url('/articles'),
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: writeBody,
    };
    await settle();
    const [writes, reads] = await Promise.all([
      autocannon({ ...writeOpts, connections: 5, duration }),
      autocannon({ url: url(FIRST_PAGE), connections: connections - 5, duration }),
    ]);
    for (const [name, r, target] of [
      ['write (POST /articles, 5 connections)', writes, undefined],
      [`first page during the writes (${connections - 5} conns)`, reads, 25],
    ])
      rows.push({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
        target,
      });

    // Every request a different q (words and typos of the titles, combined with authors and
    // with a word of the titles' angle or none): 3,500 different searches, more than the read
    // cache keeps (1,000 answers, least recently used dropped first), taken in turn, so every
    // one goes to the database's index. The words alone repeat (27 of them), as in real use.
    const words = [
      'pressing',
      'rotasi',
      'tendangan',
      'kiper',
      'interval',
      'presing',
      'tehnik',
      'dribel',
      'sudut',
      'mental',
    ];
    const angles = ['', ' latihan', ' pemula', ' lanjut', ' sekolah'];
    const qs = words.flatMap((w) =>
      FIRST.flatMap((f) => LAST.flatMap((l) => angles.map((a) => `${w} ${f} ${l}${a}`))),
    );
    let qi = 0;
    await run(
      `search, ${qs.length} different q (cache misses)`,
      {
        url: url('/articles'),
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/articles?view=summary&limit=12&q=${encodeURIComponent(qs[qi++ % qs.length])}`,
            }),
          },
        ],
      },
      50,
    );
    console.log(`\n| request | req/s | p50 | p99 | target |\n| --- | ---: | ---: | ---: | --- |`);
    for (const r of rows)
      console.log(
        `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms | ${
          r.target === undefined
            ? ''
            : `p99 < ${r.target} ms: ${r.p99 < r.target && !r.bad ? 'met' : 'NOT met'}`
        }${r.bad ? ` (${r.bad} non-2xx/errors!)` : ''} |`,
      );
    console.log(
      `\nFree Kick first page: ${fmt(wire.bytes)} bytes over the wire (${wire.encoding ?? 'uncompressed'}; ${fmt(rawBytes)} bytes uncompressed), X-Total-Count ${fmt(total)}; target ≤ 30 KB: ${wire.bytes <= 30 * 1024 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `insert ${fmt(COUNT)}: ${fmt(insertMs / 1000, 1)} s; database: ${fmt(sizeBytes / 1e6)} MB; cold start: ${fmt(server.startMs / 1000, 1)} s (nothing is loaded at start: the read cache fills with the answers asked for)`,
    );
  } finally {
    if (server) await stopped(server.child);
    if (pool) {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await pool.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
