/**
 * The in-memory server in trouble: the answers a conforming server gives only over its limits
 * (429), with its database out of reach for a moment (503) or when something failed (500). The
 * kit must not provoke them on a real server (it would lock the accounts it runs with, or need
 * an outage); the mutant runs arm the in-memory server with one instead, so that a mistake in
 * such an answer is met. Each answer is the contract's: its documented body and `Retry-After`.
 */
import type { OperationId } from '../../common/api/types.ts';

export type TroubleStatus = 429 | 500 | 503;

export interface Trouble {
  operation: OperationId;
  status: TroubleStatus;
  /** how many of the operation's next requests it answers (default 1) */
  times?: number;
}

export interface TroubleAnswer {
  status: TroubleStatus;
  body: { message: string };
  headers: Record<string, string>;
}

/** A second: the shortest wait `Retry-After` can say (an integer, at least 1). */
const RETRY_AFTER = '1';

const MESSAGES: Record<TroubleStatus, string> = {
  429: 'Terlalu banyak percobaan. Coba lagi dalam 1 detik.',
  500: 'Terjadi kesalahan pada server.',
  503: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 1 detik.',
};

export function troubleAnswer(status: TroubleStatus): TroubleAnswer {
  return {
    status,
    body: { message: MESSAGES[status] },
    headers: status === 500 ? {} : { 'retry-after': RETRY_AFTER },
  };
}

/** The armed trouble: `take` answers the operation's next requests while it lasts. */
export function createTrouble() {
  let armed: { operation: OperationId; status: TroubleStatus; left: number } | undefined;
  let given = 0;
  return {
    arm(t: Trouble | undefined) {
      armed = t && { operation: t.operation, status: t.status, left: t.times ?? 1 };
      given = 0;
    },
    take(operation: OperationId | undefined): TroubleAnswer | undefined {
      if (!armed || armed.operation !== operation || armed.left <= 0) return undefined;
      armed.left--;
      given++;
      return troubleAnswer(armed.status);
    },
    /** how many answers the trouble armed last gave */
    given: () => given,
  };
}
