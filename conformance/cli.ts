/**
 * `npm run conformance -- --base-url URL [options]`: proves a server honours the
 * contract. Exit status: 0 all checks passed, 1 a violation, 2 the run could not
 * be set up (server unreachable, no admin session, bad options).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECKS, type CheckName } from './checks.ts';
import { renderJunit } from './junit.ts';
import { renderHtml, renderTerminal } from './report.ts';
import { runConformance, type Credentials, type RunOptions } from './runner.ts';
import { waitForServer } from './wait.ts';

export const USAGE = `Usage: futsal-conformance --base-url URL [options]

  --base-url URL          the server's API root, e.g. http://127.0.0.1:8080/api (required)
  --admin EMAIL:PASSWORD  an admin account (default: ADMIN_EMAIL and ADMIN_PASSWORD from the
                          environment, else the contract's "admin" login example)
  --member EMAIL:PASSWORD a member account (default: MEMBER_EMAIL and MEMBER_PASSWORD, else the
                          contract's "member" login example)
  --token T               an admin bearer token to use instead of logging in as admin
  --expired-token T       a token your server has expired (else the expired case is skipped)
  --report FILE.html      also write an HTML report
  --json FILE.json        also write the report as JSON
  --junit FILE.xml        also write JUnit XML (one test case per check and operation)
  --seed N                replay a run (the seed is printed at the end of every run)
  --runs N                generated requests per operation and mode (default 25); raise for depth
  --checks a,b            only these checks (${CHECKS.join(', ')})
  --contract FILE|URL     the OpenAPI document, a file or an http(s) URL, split into files or
                          not (default: the contract bundled with the kit)
  --via-prism             also route the traffic through \`prism proxy --errors\` and report its findings
  --prism-port N          the port Prism's proxy listens on with --via-prism (default: a free one)
  --timeout MS            per-request timeout (default 30000)
  --wait-for URL          before running, poll URL until it answers (any status below 500)
  --wait SECONDS          how long to poll (default 60); alone, it polls the base URL's
                          /articles
  --quiet                 no progress lines
  -h, --help              this help

No report (terminal, HTML, JSON, JUnit) contains a password or a token: they are
replaced by labels such as «admin password». Exit status: 0 every check passed,
1 a violation was found, 2 the run could not be set up.`;

export class UsageError extends Error {}

function creds(value: string, flag: string): Credentials {
  const i = value.indexOf(':');
  if (i <= 0) throw new UsageError(`${flag} expects EMAIL:PASSWORD`);
  return { email: value.slice(0, i), password: value.slice(i + 1) };
}

function int(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(`${flag} expects an integer, got "${value}"`);
  return n;
}

export interface CliOptions extends RunOptions {
  waitFor?: string;
  waitSeconds?: number;
  report?: string;
  json?: string;
  junit?: string;
  quiet?: boolean;
  help?: boolean;
}

export function parseArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): CliOptions {
  const opts: Partial<CliOptions> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--base-url':
        opts.baseUrl = value();
        break;
      case '--admin':
        opts.admin = creds(value(), flag);
        break;
      case '--member':
        opts.member = creds(value(), flag);
        break;
      case '--token':
        opts.token = value();
        break;
      case '--expired-token':
        opts.expiredToken = value();
        break;
      case '--report':
        opts.report = value();
        break;
      case '--json':
        opts.json = value();
        break;
      case '--junit':
        opts.junit = value();
        break;
      case '--seed':
        opts.seed = int(value(), flag);
        break;
      case '--runs':
        opts.runs = int(value(), flag);
        if (opts.runs < 1) throw new UsageError('--runs must be at least 1');
        break;
      case '--checks': {
        const list = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = list.filter((c) => !(CHECKS as readonly string[]).includes(c));
        if (unknown.length)
          throw new UsageError(
            `unknown check(s): ${unknown.join(', ')} (known: ${CHECKS.join(', ')})`,
          );
        opts.checks = list as CheckName[];
        break;
      }
      case '--contract': {
        const v = value();
        opts.contractPath = /^https?:\/\//i.test(v) ? v : path.resolve(v);
        break;
      }
      case '--via-prism':
        opts.viaPrism = true;
        break;
      case '--prism-port':
        opts.prismPort = int(value(), flag);
        if (opts.prismPort < 1 || opts.prismPort > 65535)
          throw new UsageError('--prism-port expects a port number (1-65535)');
        break;
      case '--timeout':
        opts.timeoutMs = int(value(), flag);
        break;
      case '--wait-for': {
        const v = value();
        if (!/^https?:\/\//.test(v)) throw new UsageError('--wait-for expects an http(s) URL');
        opts.waitFor = v;
        break;
      }
      case '--wait':
        opts.waitSeconds = int(value(), flag);
        if (opts.waitSeconds < 1) throw new UsageError('--wait must be at least 1 second');
        break;
      case '--quiet':
        opts.quiet = true;
        break;
      case '-h':
      case '--help':
        opts.help = true;
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  for (const role of ['admin', 'member'] as const) {
    const email = env[`${role.toUpperCase()}_EMAIL`];
    const password = env[`${role.toUpperCase()}_PASSWORD`];
    if (!opts[role] && email && password) opts[role] = { email, password };
  }
  if (opts.prismPort !== undefined && !opts.viaPrism)
    throw new UsageError('--prism-port needs --via-prism');
  if (!opts.help && !opts.baseUrl) throw new UsageError('--base-url is required');
  if (opts.baseUrl && !/^https?:\/\//.test(opts.baseUrl))
    throw new UsageError('--base-url must start with http:// or https://');
  return opts as CliOptions;
}

export async function main(argv: string[]): Promise<number> {
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  if (opts.waitFor || opts.waitSeconds) {
    try {
      await waitForServer({
        url: opts.waitFor ?? `${opts.baseUrl.replace(/\/+$/, '')}/articles`,
        seconds: opts.waitSeconds ?? 60,
        log: opts.quiet ? undefined : (line) => console.error(`· ${line}`),
      });
    } catch (e) {
      console.error(`futsal-conformance: ${e instanceof Error ? e.message : String(e)}`);
      return 2;
    }
  }
  let report: Awaited<ReturnType<typeof runConformance>>;
  try {
    report = await runConformance({
      ...opts,
      log: opts.quiet ? undefined : (line) => console.error(`· ${line}`),
      // Shown even with --quiet: which contract is checked, and a server of another version.
      announce: (line) => console.error(line),
    });
  } catch (e) {
    // The contract could not be read (a missing file, an unreachable URL, a broken $ref).
    console.error(`futsal-conformance: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  console.log(renderTerminal(report));
  if (opts.report) {
    fs.writeFileSync(opts.report, renderHtml(report));
    console.log(`HTML report: ${path.resolve(opts.report)}`);
  }
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(report, null, 2));
  if (opts.junit) {
    fs.writeFileSync(opts.junit, renderJunit(report));
    console.log(`JUnit report: ${path.resolve(opts.junit)}`);
  }
  if (report.setupError) return 2;
  return report.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
