/** What a run takes (its options) and what it gives (its report). */
import type { CheckName } from './checks.ts';
import type { CoverageRow, NotChecked } from './coverage.ts';
import type { PrismFinding } from './prism.ts';
import type { ContractVersion } from './version.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface RunOptions {
  baseUrl: string;
  contractPath?: string;
  admin?: Credentials;
  member?: Credentials;
  /** an admin bearer token to use instead of logging in */
  token?: string;
  /** a token the server has expired, for the auth check */
  expiredToken?: string;
  seed?: number;
  /** generated requests per operation and mode (default 25) */
  runs?: number;
  viaPrism?: boolean;
  /** the port Prism's proxy listens on with viaPrism (default: a free one) */
  prismPort?: number;
  /** only these checks (default: all) */
  checks?: CheckName[];
  /** stop after the first family of checks that fails (the mutation score needs no more) */
  stopAtFailure?: boolean;
  /** only the sequences: no generated requests per operation (a quick first look) */
  sequencesOnly?: boolean;
  /** per-request timeout */
  timeoutMs?: number;
  /**
   * the longest Retry-After (seconds) of a documented 429 or 503 that the kit waits for and
   * sends the request again (default 10); a longer 429 leaves what it refused not checked
   */
  retryAfterMaxSeconds?: number;
  log?: (line: string) => void;
  /** lines for the person running the kit, even when progress is off: the contract checked, a version warning */
  announce?: (line: string) => void;
}

export interface Finding {
  check: CheckName;
  operation: string;
  message: string;
  /** how the input came about: edge case name, generated (shrunk), sequence */
  origin: string;
  curl: string;
  /** the failing answer, quoted: its status, Content-Type and body */
  status: number;
  contentType: string | null;
  body: string;
  /** the field, header or status the finding is about (`title`, `ETag`, `status`) */
  field?: string;
  /** what the contract (or the request) makes the field, and what the answer has */
  expected?: string;
  actual?: string;
  /** which step of the sequence gave the quoted answer (1-based; sequences only) */
  step?: number;
  /**
   * what the same mistake made other checks report: a finding on the same answer and field, or
   * one of a check that assumes this finding's check holds (on the same resource)
   */
  alsoSeen?: { check: CheckName; operation: string; message: string }[];
}

export interface Row {
  check: CheckName;
  operation: string;
  verdict: 'pass' | 'fail' | 'skip';
  requests: number;
  /** milliseconds the server took to answer the row's requests (a request can serve several rows) */
  durationMs: number;
  findings: Finding[];
  note?: string;
}

export interface Report {
  baseUrl: string;
  contract: string;
  seed: number;
  runs: number;
  startedAt: string;
  durationMs: number;
  requests: number;
  rows: Row[];
  /** per operation, each documented status: provoked by the run, or why not */
  coverage?: CoverageRow[];
  /** what the run could not check, and why (a documented 429 with a long Retry-After) */
  notChecked?: NotChecked[];
  notes: string[];
  tokenHelp: string;
  /**
   * `refusedInvalid`: requests the kit made invalid on purpose that Prism refused too (agreement);
   * `unanswered`: requests Prism gave no answer to in time (the server's own answer was judged)
   */
  prism?: {
    url?: string;
    findings: PrismFinding[];
    refusedInvalid: number;
    unanswered: number;
    error?: string;
  };
  setupError?: string;
  ok: boolean;
  /** the contract version checked, the server's API-Version (if it names one), and the warning when they differ */
  version?: { contract: ContractVersion; server?: string; warning?: string };
}
