/**
 * `npm run user -- <command>`: manage accounts in the database the server
 * uses (same environment: DATA_DIR or DATABASE_URL).
 *
 *   set-password EMAIL                      new password, revokes the account's sessions
 *   create EMAIL --name "Nama" [--role admin|user]
 *
 * The password is read from the first line of standard input (so it stays out
 * of the shell history and the process list), or from USER_PASSWORD.
 */
import { createUser, normaliseEmail, setPassword } from './users.ts';
import { optionsFromEnv } from './config.ts';
import { openDatabase } from './db.ts';

const USAGE = `usage:
  npm run user -- set-password EMAIL
  npm run user -- create EMAIL --name "Nama" [--role admin|user]
The password comes from standard input (first line) or USER_PASSWORD; at least 8 characters.`;

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
if (!command || !emailArg || !['set-password', 'create'].includes(command)) fail(USAGE);
const email = normaliseEmail(emailArg);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`not an email address: ${emailArg}`);
const role = flag('role') ?? 'user';
if (role !== 'admin' && role !== 'user') fail('--role must be admin or user');
const name = flag('name');
if (command === 'create' && !name) fail('create needs --name "Nama"');

const password = await readPassword();
if (password.length < 8) fail('the password must have at least 8 characters');

const db = await openDatabase(optionsFromEnv());
try {
  // The server creates the tables on its first start.
  const tables = await db.query("SELECT to_regclass('users') AS t");
  if (!(tables[0] as { t: unknown } | undefined)?.t)
    fail(
      'no accounts table yet: start the server once (npm start) with the same DATA_DIR or DATABASE_URL',
    );
  if (command === 'set-password') {
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
