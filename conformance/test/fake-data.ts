/** The in-memory server's accounts and the helpers it reads bodies with (fake-server.ts). */
/** The image strings of an article body's sections. */
export const sectionImages = (body: Record<string, unknown>): unknown[] =>
  Array.isArray(body.sections)
    ? (body.sections as { images?: unknown }[]).flatMap((s): unknown[] =>
        Array.isArray(s?.images) ? (s.images as unknown[]) : [],
      )
    : [];

/** How deeply a JSON text nests its arrays and objects (brackets outside strings). */
export function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/**
 * The demo admin and member, and more members than a default page of 20 holds: a list of the
 * accounts answered without `limit` is then longer than any page a server might default to.
 */
export const USERS = [
  { name: 'Admin Futsal', email: 'admin@apifutsal.id', password: 'admin12345', role: 'admin' },
  { name: 'Rizky Pratama', email: 'pelatih@apifutsal.id', password: 'pelatih12345', role: 'user' },
  ...Array.from({ length: 21 }, (_, i) => ({
    name: `Anggota ${i + 1}`,
    email: `anggota${i + 1}@contoh.id`,
    password: `anggota-${i + 1}-rahasia`,
    role: 'user',
  })),
].map((u, i) => ({
  ...u,
  id: i + 1,
  membership: 'basic',
  createdAt: new Date(Date.UTC(2026, 10, 1, 8, 0, i)).toISOString(),
}));
export type FakeUser = (typeof USERS)[number];
export const profile = (u: FakeUser) => ({
  name: u.name,
  email: u.email,
  role: u.role,
  membership: u.membership,
});
/** An account as the admin's member list answers it: no password. */
export const memberOf = ({ password: _password, ...u }: FakeUser) => u;
