// Browser-only accounts (made at /register before registration reached the server) move to
// the server on their owner's next login: see `migrateLocalAccount`.
import type { LoginResponse, RegisterRequest } from '../../../common/api/types';
import { loginLocalUser, type Credentials } from './local-auth';
import { readLocalUsers, writeLocalUsers } from './local-user-list';
import { readLocalCurrentUser, writeLocalCurrentUser } from './local-users';

/** The server's longest name (RegisterRequest.name). */
const NAME_MAX = 80;

/**
 * A browser-only account kept no name, only its email: its name on the server is made from
 * the email's local part ("dewi.lestari@contoh.id" → "Dewi Lestari").
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._\-+\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return (words.join(' ') || email).slice(0, NAME_MAX);
}

/**
 * When a login was refused (401) and a browser-only account in this browser has the same
 * email and password (its PBKDF2 hash matches), registers it on the server with that email
 * and password, removes the local copy and answers the server's session. `null` when no
 * local account matches. A refused registration (a 409 when the email already has a server
 * account, a 429, a network failure) is thrown and the local account stays.
 */
export async function migrateLocalAccount(
  credentials: Credentials,
  registerOnServer: (body: RegisterRequest) => Promise<LoginResponse>,
): Promise<LoginResponse | null> {
  let local;
  try {
    local = await loginLocalUser(credentials);
  } catch {
    return null;
  }
  const answer = await registerOnServer({
    name: nameFromEmail(local.email),
    email: local.email,
    password: credentials.password,
  });
  writeLocalUsers(readLocalUsers().filter((u) => u.id !== local.id));
  if (readLocalCurrentUser()?.id === local.id) writeLocalCurrentUser(null);
  return answer;
}
