import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from './db.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Device cookies: `<nonce>.<HMAC-SHA256(secret, email + nonce)>`, set on a
 * successful login and shown on the next. The secret lives in the database
 * (meta), so every instance accepts every other's cookies.
 */
export const DEVICE_COOKIE = 'apifutsal_device';
const DEVICE_COOKIE_DAYS = 365;

export class DeviceCookies {
  private constructor(private readonly secret: Buffer) {}

  static async load(db: Database): Promise<DeviceCookies> {
    await db.query(
      "INSERT INTO meta (key, value) VALUES ('device_cookie_secret', $1) ON CONFLICT (key) DO NOTHING",
      [randomBytes(32).toString('hex')],
    );
    const rows = await db.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'device_cookie_secret'",
    );
    return new DeviceCookies(Buffer.from(rows[0]!.value, 'hex'));
  }

  private sign(email: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${email}\n${nonce}`).digest('base64url');
  }

  /** A new cookie value for this account on this device. */
  issue(email: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(email, nonce)}`;
  }

  /** The nonce when `value` is a cookie issued for this account, otherwise null. */
  verify(email: string, value: string | undefined): string | null {
    if (!value) return null;
    const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m) return null;
    const expected = Buffer.from(this.sign(email, m[1]!));
    const actual = Buffer.from(m[2]!);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? m[1]! : null;
  }

  /** The values a request carries under the cookie's name (one per account the device knows). */
  static fromHeader(header: string | undefined): string[] {
    if (!header) return [];
    const out: string[] = [];
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim().startsWith(DEVICE_COOKIE))
        out.push(part.slice(eq + 1).trim());
    }
    return out;
  }

  /**
   * Set-Cookie for this account. One cookie per account (the name carries a
   * short hash of the email), so a device shared by two people knows both.
   */
  static setCookie(email: string, value: string, secure: boolean): string {
    return DeviceCookies.cookie(email, value, DEVICE_COOKIE_DAYS * 86400, secure);
  }

  /** Set-Cookie that makes the browser forget this account's cookie (its account was deleted). */
  static clearCookie(email: string, secure: boolean): string {
    return DeviceCookies.cookie(email, '', 0, secure);
  }

  private static cookie(email: string, value: string, maxAge: number, secure: boolean): string {
    const name = `${DEVICE_COOKIE}_${sha256(email).slice(0, 12)}`;
    return `${name}=${value}; Max-Age=${maxAge}; Path=/api/login; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }
}
