/** The member accounts as the admin manages them: the list, and each account's membership plan. */
import type { Queryable } from './db.ts';
import type { Member, Membership } from '../common/api/types.ts';

interface MemberRow {
  id: number;
  name: string;
  email: string;
  role: Member['role'];
  membership: Membership;
  created_at: Date | string;
}

const COLUMNS = 'id, name, email, role, membership, created_at';

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  membership: row.membership,
  createdAt: new Date(row.created_at).toISOString(),
});

/** One page of the accounts, oldest first (without `limit`, all of them), and how many there are. */
export async function listMembers(
  db: Queryable,
  { limit, offset = 0 }: { limit?: number; offset?: number },
): Promise<{ members: Member[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<MemberRow>(`SELECT ${COLUMNS} FROM users ORDER BY id LIMIT $1 OFFSET $2`, [
      limit ?? null,
      offset,
    ]),
    db.query<{ total: number | string }>('SELECT count(*) AS total FROM users'),
  ]);
  return { members: rows.map(toMember), total: Number(count[0]?.total ?? 0) };
}

/** Sets the account's plan; the account as it is now, or null when no account has that id. */
export async function setMembership(
  db: Queryable,
  id: number,
  membership: Membership,
): Promise<Member | null> {
  const rows = await db.query<MemberRow>(
    `UPDATE users SET membership = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, membership],
  );
  return rows[0] ? toMember(rows[0]) : null;
}
