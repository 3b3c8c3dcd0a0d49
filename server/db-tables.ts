import type { Queryable } from './db.ts';

/**
 * What `npm run db:copy` reads of a database's own description (the system
 * catalogues), the same on PGlite and PostgreSQL: the tables of the current
 * schema in an order their foreign keys allow, their columns, the id
 * sequences, and a checksum per table computed the same way on both sides.
 */

export interface TableInfo {
  name: string;
  /** The name as an SQL identifier. */
  quoted: string;
  /** The columns a copy writes, quoted (generated columns are computed by the target). */
  columns: string[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The bookkeeping of the migrations: each side keeps its own (the versions are compared instead). */
const NOT_COPIED = new Set(['schema_migrations']);

/** Tables of the current schema, each after the tables its foreign keys point to. */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const rows = await db.query<{ oid: string; name: string }>(
    `SELECT c.oid::text AS oid, c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
     ORDER BY c.relname`,
  );
  const refs = await db.query<{ child: string; parent: string }>(
    `SELECT cl.relname AS child, pr.relname AS parent FROM pg_constraint co
     JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_class pr ON pr.oid = co.confrelid
     WHERE co.contype = 'f' AND cl.relnamespace = current_schema()::regnamespace`,
  );
  const tables: TableInfo[] = [];
  for (const r of rows.filter((x) => !NOT_COPIED.has(x.name))) {
    const cols = await db.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = $1::oid AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
       ORDER BY attnum`,
      [r.oid],
    );
    tables.push({
      name: r.name,
      quoted: quoteIdent(r.name),
      columns: cols.map((c) => quoteIdent(c.name)),
    });
  }
  // Parents first (a self-reference or a cycle keeps the alphabetical order).
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (t: TableInfo, path: Set<string>) => {
    if (placed.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const ref of refs.filter((x) => x.child === t.name && x.parent !== t.name)) {
      const parent = tables.find((x) => x.name === ref.parent);
      if (parent) visit(parent, path);
    }
    placed.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

export async function migrationVersions(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  return rows.map((r) => Number(r.version));
}

export interface SequenceState {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

/** The id sequences of the current schema's columns (serial and identity), with their positions. */
export async function readSequences(db: Queryable): Promise<SequenceState[]> {
  const owned = await db.query<{ table: string; column: string; seq: string }>(
    `SELECT * FROM (
       SELECT c.relname AS table, a.attname AS column,
              pg_get_serial_sequence(format('%I.%I', current_schema(), c.relname), a.attname) AS seq
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
         AND a.attnum > 0 AND NOT a.attisdropped) s
     WHERE seq IS NOT NULL ORDER BY 1, 2`,
  );
  const states: SequenceState[] = [];
  for (const o of owned) {
    // The name comes quoted from pg_get_serial_sequence.
    const [s] = await db.query<{ last_value: unknown; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${o.seq}`,
    );
    states.push({ ...o, lastValue: String(s!.last_value), isCalled: s!.is_called });
  }
  return states;
}

/** Sets the target's sequences where the source's were: the next new row gets the next id. */
export async function setSequences(db: Queryable, states: SequenceState[]): Promise<void> {
  for (const s of states)
    await db.query(
      `SELECT setval(pg_get_serial_sequence(format('%I.%I', current_schema(), $1::text), $2),
                     $3::bigint, $4)`,
      [s.table, s.column, s.lastValue, s.isCalled],
    );
}

/**
 * Per table: its row count, and the MD5 of the sorted MD5s of its rows as JSON (every column,
 * generated ones too; times in UTC). Independent of the rows' physical order and of the
 * collation, so both back ends compute the same for the same rows. Run it in a transaction
 * (the time zone is set for that transaction only).
 */
export async function tableChecksums(
  tx: Queryable,
  tables: TableInfo[],
): Promise<{ rows: number; checksum: string }[]> {
  await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
  const out: { rows: number; checksum: string }[] = [];
  for (const t of tables) {
    const [r] = await tx.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
       FROM (SELECT md5(row_to_json(t)::text) AS h FROM ${t.quoted} t) s`,
    );
    out.push({ rows: Number(r!.rows), checksum: r!.checksum });
  }
  return out;
}
