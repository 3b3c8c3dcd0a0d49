/**
 * `npm start`: builds the site when dist/ is missing or older than its
 * sources, then starts the reference server (embedded PGlite) serving the site
 * and /api on http://localhost:8080 (PORT overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT_DIR } from './config.ts';

const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'scripts/prerender.ts',
  'server/prerendered-pages.ts',
  'server/page-document.ts',
  'server/article-pages.ts',
];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = newestMtime(path.join(ROOT_DIR, 'dist', 'index.html'));
const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT_DIR, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No build yet: building the site…'
      : 'Sources changed since the last build: rebuilding the site…',
  );
  const build = spawn(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    { cwd: ROOT_DIR, stdio: 'inherit' },
  );
  // A SIGTERM or SIGINT during the build stops the build too (npm signals only this process).
  const stopBuild = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGTERM', stopBuild).on('SIGINT', stopBuild);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    build.on('exit', (c, s) => resolve([c, s])),
  );
  process.off('SIGTERM', stopBuild).off('SIGINT', stopBuild);
  if (signal) {
    console.log(`Build stopped by ${signal}; the server was not started.`);
    process.exit(1);
  }
  if (code !== 0) process.exit(code ?? 1);
}

process.env.PORT ??= '8080';
process.env.HOST ??= 'localhost';
// Readable request lines on a developer's terminal; JSON lines in production.
process.env.LOG_FORMAT ??= process.env.NODE_ENV === 'production' ? 'json' : 'pretty';
await import('./main.ts');
