/**
 * `npm run user -- <command>`: manage accounts in the database the server
 * uses (same environment: DATA_DIR or DATABASE_URL).
 *
 *   set-password EMAIL                      new password, revokes the account's sessions
 *   create EMAIL --name "Nama" [--role admin|user]
 *   login-link EMAIL [--minutes 15] [--url https://situs.example]
 *                                           a one-time link that makes a browser a known
 *                                           device of the account (server/login-links.ts)
 *
 * The password is read from the first line of standard input (so it stays out
 * of the shell history and the process list), or from USER_PASSWORD.
 */
import { createUser, normaliseEmail, setPassword } from './users.ts';
import { optionsFromEnv } from './config.ts';
import { openDatabase } from './db.ts';
import { LOGIN_LINK_MINUTES, LOGIN_LINK_PREFIX, issueLoginLink } from './login-links.ts';

const USAGE = `usage:
  npm run user -- set-password EMAIL
  npm run user -- create EMAIL --name "Nama" [--role admin|user]
  npm run user -- login-link EMAIL [--minutes ${LOGIN_LINK_MINUTES}] [--url https://situs.example]
The password comes from standard input (first line) or USER_PASSWORD; at least 8 characters.
login-link prints a one-time link (valid --minutes, at most 1440) that makes the browser that
opens it a known device of the account; --url is the site's address (default SITE_URL, else
http://localhost:PORT).`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password baru: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

const [command, emailArg, ...rest] = process.argv.slice(2);
const flag = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
if (!command || !emailArg || !['set-password', 'create', 'login-link'].includes(command))
  fail(USAGE);
const email = normaliseEmail(emailArg);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`not an email address: ${emailArg}`);
const role = flag('role') ?? 'user';
if (role !== 'admin' && role !== 'user') fail('--role must be admin or user');
const name = flag('name');
if (command === 'create' && !name) fail('create needs --name "Nama"');

const minutes = Number(flag('minutes') ?? LOGIN_LINK_MINUTES);
if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
  fail('--minutes must be a whole number from 1 to 1440');
const siteUrl = (
  flag('url') ??
  process.env.SITE_URL ??
  `http://localhost:${process.env.PORT || '8080'}`
).replace(/\/+$/, '');

const password = command === 'login-link' ? '' : await readPassword();
if (command !== 'login-link' && password.length < 8)
  fail('the password must have at least 8 characters');

const db = await openDatabase(optionsFromEnv());
try {
  // The server creates the tables on its first start.
  const tables = await db.query("SELECT to_regclass('users') AS t");
  if (!(tables[0] as { t: unknown } | undefined)?.t)
    fail(
      'no accounts table yet: start the server once (npm start) with the same DATA_DIR or DATABASE_URL',
    );
  if (command === 'login-link') {
    const token = await issueLoginLink(db, email, minutes);
    if (!token) fail(`no account ${email}`);
    console.log(`${siteUrl}${LOGIN_LINK_PREFIX}${token}`);
    console.error(
      `one-time link for ${email}, valid ${minutes} min: open it in the new browser, confirm, then log in with the password`,
    );
  } else if (command === 'set-password') {
    if (!(await setPassword(db, email, password)))
      fail(`no account ${email}: create it with npm run user -- create ${email} --name "Nama"`);
    console.log(`password of ${email} changed; its sessions were revoked`);
  } else {
    const exists = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    if (exists.length) fail(`${email} exists already: use set-password`);
    await createUser(db, { email, name: name!, role, password });
    console.log(`created ${role} ${email}`);
  }
} finally {
  await db.close();
}
