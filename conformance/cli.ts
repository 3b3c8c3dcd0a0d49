/**
 * `npm run conformance -- --base-url URL [options]`: proves a server honours the
 * contract. Exit status: 0 all checks passed, 1 a violation, 2 the run could not
 * be set up (server unreachable, no admin session, bad options).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import util from 'node:util';
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
  --retry-after-max S     the longest Retry-After of a 429 or 503 to wait for and retry
                          (default 10); what a longer 429 refuses is reported as not checked
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

/** `n`, unless it is below `min`: then `message` is the usage error. */
function atLeast(n: number, min: number, message: string): number {
  if (n < min) throw new UsageError(message);
  return n;
}

function checkList(value: string): CheckName[] {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((c) => !(CHECKS as readonly string[]).includes(c));
  if (unknown.length)
    throw new UsageError(`unknown check(s): ${unknown.join(', ')} (known: ${CHECKS.join(', ')})`);
  return list as CheckName[];
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

type Read = (opts: Partial<CliOptions>, value: string, flag: string) => unknown;
interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Sets what the option says (a switch gets ''); throws a UsageError for a bad value. */
  read: Read;
}
/** An option with a value: `--name value` or `--name=value`. */
const text = (read: Read): OptionSpec => ({ type: 'string', read });
/** A switch, which takes no value. */
const toggle = (read: (opts: Partial<CliOptions>) => unknown): OptionSpec => ({
  type: 'boolean',
  read,
});

/** Each option of USAGE: how node:util's parseArgs takes it, and what it sets. */
const OPTIONS = new Map<string, OptionSpec>(
  Object.entries({
    'base-url': text((o, v) => (o.baseUrl = v)),
    admin: text((o, v, f) => (o.admin = creds(v, f))),
    member: text((o, v, f) => (o.member = creds(v, f))),
    token: text((o, v) => (o.token = v)),
    'expired-token': text((o, v) => (o.expiredToken = v)),
    report: text((o, v) => (o.report = v)),
    json: text((o, v) => (o.json = v)),
    junit: text((o, v) => (o.junit = v)),
    seed: text((o, v, f) => (o.seed = int(v, f))),
    runs: text((o, v, f) => (o.runs = atLeast(int(v, f), 1, '--runs must be at least 1'))),
    checks: text((o, v) => (o.checks = checkList(v))),
    contract: text((o, v) => (o.contractPath = /^https?:\/\//i.test(v) ? v : path.resolve(v))),
    'via-prism': toggle((o) => (o.viaPrism = true)),
    'prism-port': text((o, v, f) => {
      const port = int(v, f);
      if (port < 1 || port > 65535)
        throw new UsageError('--prism-port expects a port number (1-65535)');
      o.prismPort = port;
    }),
    timeout: text((o, v, f) => (o.timeoutMs = int(v, f))),
    'retry-after-max': text((o, v, f) => (o.retryAfterMaxSeconds = int(v, f))),
    'wait-for': text((o, v) => {
      if (!/^https?:\/\//.test(v)) throw new UsageError('--wait-for expects an http(s) URL');
      o.waitFor = v;
    }),
    wait: text(
      (o, v, f) => (o.waitSeconds = atLeast(int(v, f), 1, '--wait must be at least 1 second')),
    ),
    quiet: toggle((o) => (o.quiet = true)),
    help: { ...toggle((o) => (o.help = true)), short: 'h' },
  }),
);

/**
 * The command line, split by node:util's parseArgs (`--name value`, `--name=value`, `-h`) and
 * read in order: the first word it does not know, an option without its value, a value given to
 * a switch, or a bad value is a UsageError.
 */
export function parseArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): CliOptions {
  const { tokens } = util.parseArgs({
    args: argv,
    options: Object.fromEntries(
      [...OPTIONS].map(([name, { read: _read, ...config }]) => [name, config]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const opts: Partial<CliOptions> = {};
  for (const token of tokens) {
    const option = token.kind === 'option' ? OPTIONS.get(token.name) : undefined;
    if (token.kind !== 'option' || !option)
      throw new UsageError(`unknown option ${argv[token.index]}`);
    if (option.type === 'string' && token.value === undefined)
      throw new UsageError(`${token.rawName} needs a value`);
    if (option.type === 'boolean' && token.value !== undefined)
      throw new UsageError(`${token.rawName} takes no value`);
    option.read(opts, token.value ?? '', token.rawName);
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
  // No top-level await: the single executable's bundle (CommonJS) holds this module too.
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
