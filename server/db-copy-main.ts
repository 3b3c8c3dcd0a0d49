/**
 * `npm run db:copy -- --to postgres://… [--schema NAME] [--media-to s3://bucket[/prefix]] [--force]`:
 * copies the embedded database of DATA_DIR (and, with --media-to, its images) into PostgreSQL
 * (and an S3-compatible bucket), then prints each table's row count and checksum on both sides.
 * Exit codes: 0 copied and checked, 1 the copy failed or did not match (nothing was committed),
 * 2 refused (no database in DATA_DIR, the server running on it, a target holding data, bad
 * arguments). docs/operations.md, "Moving to PostgreSQL and S3".
 */
import fs from 'node:fs';
import path from 'node:path';
import { optionsFromEnv } from './config.ts';
import { mediaOptionsFromEnv, type S3Options } from './media-store.ts';
import { CopyRefused, copyDatabase, type CopyReport } from './db-copy.ts';
import { realDataDir, releaseDataDirLock, workDirOf } from './data-dir-lock.ts';

const USAGE = `usage: npm run db:copy -- --to postgres://USER@HOST/DB [--schema NAME]
                       [--media-to s3://BUCKET[/PREFIX]] [--force]
The source is the embedded database of DATA_DIR (default .data/pglite) and its images
(MEDIA_DIR, default DATA_DIR/media); stop the server that uses it first.
--media-to copies the images into the bucket, with the S3 settings the server reads
(S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE);
the prefix defaults to S3_PREFIX, else media/.
--force empties the target's tables before copying, instead of refusing a target with data.`;

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const args: { to?: string; schema?: string; mediaTo?: string; force: boolean } = {
    force: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined];
    const value = () => inline ?? argv[++i] ?? refuse(`${flag} needs a value\n${USAGE}`);
    if (flag === '--to') args.to = value();
    else if (flag === '--schema') args.schema = value();
    else if (flag === '--media-to') args.mediaTo = value();
    else if (flag === '--force') args.force = true;
    else refuse(`unknown argument ${a}\n${USAGE}`);
  }
  if (!args.to) refuse(USAGE);
  if (!/^postgres(ql)?:\/\//.test(args.to)) refuse(`--to must be a postgres:// URL\n${USAGE}`);
  return args;
}

/** `s3://bucket[/prefix]` with the server's other S3 settings from the environment. */
function s3Target(url: string, env: NodeJS.ProcessEnv = process.env): S3Options {
  const m = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!m) refuse(`--media-to must be s3://BUCKET[/PREFIX], got ${url}`);
  const given = (m[2] ?? '').replace(/\/*$/, '');
  const prefix = given ? `${given}/` : (env.S3_PREFIX ?? 'media/');
  return mediaOptionsFromEnv({ ...env, S3_BUCKET: m[1], S3_PREFIX: prefix }).s3!;
}

const short = (sum: string) => sum.slice(0, 12);

function printReport(report: CopyReport): void {
  const head = ['table', 'source rows', 'target rows', 'source checksum', 'target checksum', ''];
  const rows = report.tables.map((c) => [
    c.table,
    String(c.source.rows),
    String(c.target.rows),
    short(c.source.checksum),
    short(c.target.checksum),
    c.source.rows === c.target.rows && c.source.checksum === c.target.checksum ? 'ok' : 'MISMATCH',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(`migrations on both: ${report.versions.join(', ')}`);
  if (report.media)
    console.log(
      `images: ${report.media.files} in the source, ${report.media.copied} copied, ${report.media.present} already in the bucket`,
    );
}

const args = parseArgs(process.argv.slice(2));
const env = optionsFromEnv();
const mediaDir = process.env.MEDIA_DIR
  ? path.resolve(process.env.MEDIA_DIR)
  : path.join(env.dataDir, 'media');
const mediaTo = args.mediaTo ? s3Target(args.mediaTo) : undefined;
// Stopped half-way: the target's transaction dies with the connection; the copy of the source
// and the lock on DATA_DIR go too (killed outright, the copy's watchdog removes the copy).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    fs.rmSync(workDirOf(realDataDir(env.dataDir)), { recursive: true, force: true });
    releaseDataDirLock(env.dataDir);
    console.error(`db:copy stopped by ${signal}: nothing was committed; run it again to finish`);
    process.exit(130);
  });
try {
  const report = await copyDatabase({
    dataDir: env.dataDir,
    mediaDir,
    to: args.to!,
    schema: args.schema,
    mediaTo,
    force: args.force,
    log: (l) => console.error(l),
  });
  printReport(report);
  if (!report.ok) {
    console.error('the copy does not match the source: nothing was committed to the target');
    process.exit(1);
  }
  const s3 = mediaTo
    ? `, S3_BUCKET=${mediaTo.bucket} S3_PREFIX=${mediaTo.prefix} (and the S3 settings used here)`
    : '';
  console.log(
    `copied ${env.dataDir}: start the servers with DATABASE_URL${args.schema ? ` and DATABASE_SCHEMA=${args.schema}` : ''}${s3 || `; the images stay in ${mediaDir} (MEDIA_DIR)`}`,
  );
} catch (err) {
  if (err instanceof CopyRefused) refuse(`db:copy refused: ${err.message}`);
  console.error('db:copy failed (nothing was committed to the target):', err);
  process.exit(1);
}
