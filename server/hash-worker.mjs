// One password hash, in a worker thread of the pool in server/passwords.ts.
// Plain JavaScript so that it starts the same under tsx, vitest or plain Node.
// The pool starts these threads at a lower CPU priority: scryptSync keeps the
// thread busy for most of a second, and that thread gives way to the event
// loop whenever both want the same core.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keyLen: number, options: import('node:crypto').ScryptOptions }} job */
export default function hash({ password, salt, keyLen, options }) {
  return scryptSync(password, salt, keyLen, options);
}
