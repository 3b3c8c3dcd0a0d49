/**
 * `--via-prism`: the kit starts `prism proxy CONTRACT URL --errors` on a free
 * port, sends its traffic through it and collects what Prism reports in the
 * `sl-violations` header (and the requests Prism refuses itself), so Prism's
 * findings appear next to the kit's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { forward, freePort, startPrismGuard, waitForPort } from '../common/prism-guard.ts';
import type { ResponseRecord } from './http.ts';

export interface PrismViolation {
  severity: string;
  message: string;
  location?: string;
}

export interface PrismFinding {
  operation: string;
  request: string;
  status: number;
  /** Prism answered in the server's place (it refused the request or the answer) */
  answeredByPrism: boolean;
  violations: PrismViolation[];
}

export interface PrismHandle {
  url: string;
  stop(): void;
}

function prismBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = require(pkgPath) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin.prism ?? Object.values(pkg.bin)[0]!);
  return path.join(path.dirname(pkgPath), bin);
}

/**
 * Starts Prism's proxy behind a guard on `port` (any free one when not given). Prism ends on a
 * path it cannot decode (`/articles/%FF`); the guard sends those straight to the server, whose
 * answer the kit's own checks judge, and everything else through Prism.
 */
export async function startPrism(
  contractFile: string,
  upstream: string,
  { port, timeoutMs = 60_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<PrismHandle> {
  let bin: string;
  try {
    bin = prismBin();
  } catch {
    throw new Error('Prism is not installed (npm install -D @stoplight/prism-cli)');
  }
  const prismPort = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      'proxy',
      contractFile,
      upstream,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(prismPort),
      // Warnings and errors only: at its default level Prism writes several lines for every
      // request, which took half of its CPU time. Its findings come in the answers' headers, not
      // in its log; the log is shown only when Prism fails to start.
      '--verboseLevel',
      'warn',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
    },
  );
  // Read all along (so it never blocks on a full pipe), and kept for the error messages.
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const deadline = Date.now() + timeoutMs;
  // Prism listens once it has read the contract (its "listening" line is an info message).
  await waitForPort('127.0.0.1', prismPort, () => {
    if (exited !== undefined) return new Error(`Prism exited (${exited}):\n${output.slice(-2000)}`);
    if (Date.now() < deadline) return undefined;
    child.kill('SIGTERM');
    return new Error(`Prism did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
  });
  const stopPrism = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const guard = await startPrismGuard({
    host: '127.0.0.1',
    port: port ?? 0,
    prism: `http://127.0.0.1:${prismPort}`,
    onMalformed: (req, res) => forward(req, res, upstream),
  }).catch((error: Error) => {
    stopPrism();
    throw new Error(`cannot listen on port ${port} for Prism (${error.message})`);
  });
  return {
    url: guard.url,
    stop: () => {
      stopPrism();
      void guard.close();
    },
  };
}

export function parseViolations(header: string | undefined): PrismViolation[] {
  if (!header) return [];
  try {
    const list = JSON.parse(header) as {
      severity?: string | number;
      message?: string;
      location?: unknown[];
      path?: unknown[];
    }[];
    return list.map((v) => ({
      severity: String(v.severity ?? 'error'),
      message: String(v.message ?? ''),
      location: Array.isArray(v.location ?? v.path)
        ? ((v.location ?? v.path) as unknown[]).join('.')
        : undefined,
    }));
  } catch {
    return [{ severity: 'error', message: header.slice(0, 300) }];
  }
}

/** Prism's own error answers are problem+json documents typed `https://stoplight.io/prism/errors#…`. */
export function isPrismError(res: ResponseRecord): boolean {
  const json = res.json as
    { type?: unknown; error?: { code?: unknown; message?: unknown } } | undefined;
  if (typeof json?.type === 'string' && json.type.includes('stoplight.io/prism')) return true;
  // Prism's HTTP layer (micro) refuses, before validating anything, bodies over its own 10 MB
  // limit and bodies that are no JSON: `{"error":{"code":"invalid_json",…}}`.
  return (
    (res.status === 413 && json?.error?.code === 'request_entity_too_large') ||
    (res.status === 400 && json?.error?.code === 'invalid_json')
  );
}

/** The violations inside one of Prism's own problem+json answers. */
export function prismProblem(res: ResponseRecord): PrismViolation[] {
  const json = res.json as
    | { title?: unknown; detail?: unknown; validation?: unknown; error?: { message?: unknown } }
    | undefined;
  if (Array.isArray(json?.validation) && json.validation.length) {
    return json.validation.map(
      (v: { severity?: unknown; message?: unknown; location?: unknown }) => ({
        severity: typeof v.severity === 'string' ? v.severity : 'error',
        message: typeof v.message === 'string' ? v.message : '',
        location: Array.isArray(v.location) ? v.location.join('.') : undefined,
      }),
    );
  }
  return [
    {
      severity: 'error',
      message:
        [json?.detail, json?.title, json?.error?.message].find((m) => typeof m === 'string') ??
        res.text.slice(0, 200),
    },
  ];
}
