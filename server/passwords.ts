import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters: N = 2^17, r = 8, p = 1, 16-byte salt per user, 64-byte key. */
export const SCRYPT = { logN: 17, r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;

function scrypt(
  password: string,
  salt: Buffer,
  keyLen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, keyLen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** scrypt needs 128·N·r bytes (128 MiB here); Node's default maxmem is 32 MiB. */
function options(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
}

/** `scrypt$<logN>$<r>$<p>$<salt base64>$<key base64>`: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await scrypt(
    password,
    salt,
    SCRYPT.keyBytes,
    options(SCRYPT.logN, SCRYPT.r, SCRYPT.p),
  );
  return [
    'scrypt',
    SCRYPT.logN,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, options(logN, r, p));
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same time as a real check for an unknown email, so response
 * times do not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
}
