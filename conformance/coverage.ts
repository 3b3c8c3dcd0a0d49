/**
 * Status coverage: per operation, which documented statuses the run provoked and which it did
 * not, each with its reason. The reasons for the statuses a client cannot provoke from outside
 * are declared here, once; a status neither provoked nor declared is listed as not provoked by
 * this run (a smaller run, or fewer checks, provokes fewer).
 */
import { documentedStatuses, type Contract, type Operation } from './contract.ts';

/** Why a documented status cannot be provoked from outside, by status. */
export const UNPROVOKABLE: Readonly<Record<string, string>> = {
  '500': 'cannot be provoked from outside: an error of the server itself',
  '503':
    "only under load or in an outage: the server's queue (password hashing, reads) is full, a request waited too long, or the server cannot reach its database",
  '429':
    'only after many requests from one address or for one account: the kit does not exhaust rate limits, which a shared server keeps for its real clients',
};

/** The reason of a status that a client could provoke but this run did not. */
export const NOT_PROVOKED = 'not provoked by this run';

/**
 * Why a status of the operation that deletes the signed-in account is not provoked: the kit
 * deletes only the account it registered, and asks the admin's deletion only where that admin
 * is the server's only one.
 */
export const ACCOUNT_DELETION_UNPROVOKED =
  "the kit deletes only the account it registered, and asks the admin's deletion (the last admin's 409) only where that admin is the server's only one";

/** Something a check could not judge, neither passed nor failed: a rate limit answered it. */
export interface NotChecked {
  check: string;
  /** e.g. `POST /register` */
  operation: string;
  /** what was not checked */
  what: string;
  /** e.g. `rate limited (429, Retry-After 900 s)` */
  reason: string;
}

/** The reason of what a documented 429 with a longer Retry-After than the kit waits left. */
export const rateLimited = (retryAfter: string | undefined): string =>
  `rate limited (429${retryAfter ? `, Retry-After ${retryAfter}` : ', no Retry-After'})`;

/** The lines of what was not checked, under the coverage table. */
export function notCheckedLines(list: readonly NotChecked[]): string[] {
  return list.map((n) => `not checked: ${n.reason}: ${n.operation} (${n.check}): ${n.what}`);
}

export interface CoverageRow {
  /** e.g. `GET /articles/{id}` */
  operation: string;
  status: number;
  provoked: boolean;
  /** why it was not provoked */
  reason?: string;
}

/**
 * The coverage table of a run: `seen` is each operation's key → the statuses it answered;
 * `deleteAccount`, the operation that deletes the signed-in account, if the contract has one.
 */
export function statusCoverage(
  contract: Contract,
  seen: ReadonlyMap<string, ReadonlySet<number>>,
  deleteAccount?: Operation,
): CoverageRow[] {
  return contract.operations.flatMap((op) =>
    documentedStatuses(op).map((status) => {
      const provoked = seen.get(op.key)?.has(status) ?? false;
      return provoked
        ? { operation: op.key, status, provoked }
        : {
            operation: op.key,
            status,
            provoked,
            reason:
              UNPROVOKABLE[String(status)] ??
              (op === deleteAccount ? ACCOUNT_DELETION_UNPROVOKED : NOT_PROVOKED),
          };
    }),
  );
}

/** The table as lines of text: one per operation, provoked statuses, then the others with reasons. */
export function coverageLines(rows: readonly CoverageRow[]): string[] {
  const byOp = new Map<string, CoverageRow[]>();
  for (const r of rows) byOp.set(r.operation, [...(byOp.get(r.operation) ?? []), r]);
  return [...byOp].flatMap(([op, list]) => {
    const provoked = list.filter((r) => r.provoked).map((r) => r.status);
    const missed = list.filter((r) => !r.provoked);
    return [
      `${op}: provoked ${provoked.join(', ') || 'none'}`,
      ...missed.map((r) => `    ${r.status}: ${r.reason ?? ''}`),
    ];
  });
}
