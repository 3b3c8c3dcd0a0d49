/**
 * Which version of the contract a run checks, and which one the server says it
 * implements: its `API-Version` header (the contract's `info.version`). A server
 * of another major version is expected to differ from this contract, so the run
 * says so before its findings are read as bugs.
 */
import { isObject } from './util.ts';

/** The answer header that names the contract version a server implements. */
export const VERSION_HEADER = 'api-version';

export interface ContractVersion {
  title: string;
  version: string;
}

export type VersionVerdict =
  /** the same version, or another minor or patch of the same major */
  | { kind: 'same-major'; server: string }
  | { kind: 'other-major'; server: string }
  | { kind: 'unreadable'; server: string }
  | { kind: 'none' };

/** The title and `info.version` of an OpenAPI document. */
export function contractVersion(doc: unknown): ContractVersion {
  const info = isObject(doc) && isObject(doc.info) ? doc.info : {};
  const text = (v: unknown, fallback: string) =>
    typeof v === 'string' || typeof v === 'number' ? String(v) : fallback;
  return { title: text(info.title, 'the contract'), version: text(info.version, '(no version)') };
}

/** The major version of `1`, `1.2`, `1.2.3`, `v1.2.3` or `1.2.3-rc.1`; undefined for anything else. */
export function majorOf(version: string): number | undefined {
  const m = /^v?(\d+)(?:\.\d+){0,2}(?:[-+][0-9A-Za-z.-]+)?$/.exec(version.trim());
  return m ? Number(m[1]) : undefined;
}

/** Compares the version a server names (undefined: it names none) with the contract's. */
export function compareVersions(contract: string, server: string | undefined): VersionVerdict {
  if (server === undefined || server.trim() === '') return { kind: 'none' };
  if (server.trim() === contract.trim()) return { kind: 'same-major', server };
  const theirs = majorOf(server);
  if (theirs === undefined) return { kind: 'unreadable', server };
  const ours = majorOf(contract);
  // A contract without a semantic version: only the very same text (above) is the same version.
  if (ours === undefined) return { kind: 'other-major', server };
  return theirs === ours ? { kind: 'same-major', server } : { kind: 'other-major', server };
}

/** What the run prints about the versions: a warning, a note, or nothing when they agree. */
export function versionMessage(
  contract: ContractVersion,
  verdict: VersionVerdict,
): { level: 'warning' | 'note'; text: string } | undefined {
  const checked = `${contract.title} ${contract.version}`;
  switch (verdict.kind) {
    case 'other-major':
      return {
        level: 'warning',
        text:
          `WARNING: the server names API-Version ${verdict.server}, another major version than ` +
          `the contract this run checks (${checked}). Its answers may differ from this contract ` +
          `by design: check it against the contract of its own version (--contract FILE|URL).`,
      };
    case 'unreadable':
      return {
        level: 'warning',
        text:
          `WARNING: the server names API-Version "${verdict.server}", which is not a version ` +
          `(MAJOR.MINOR.PATCH): it cannot be told whether it implements ${checked}.`,
      };
    case 'none':
      return {
        level: 'note',
        text:
          `Note: the server names no API-Version header, so it is not known which version of ` +
          `the contract it implements; it was checked against ${checked}.`,
      };
    case 'same-major':
      return verdict.server.trim() === contract.version
        ? undefined
        : {
            level: 'note',
            text: `Note: the server names API-Version ${verdict.server}; this run checks ${checked} (the same major version).`,
          };
  }
}

/** Keeps the first `API-Version` among a server's first answers. */
export class VersionWatch {
  private seen = 0;
  private value: string | undefined;
  constructor(private readonly answers = 5) {}

  /** Looks at one answer's headers (lower-case names, as fetch gives them). */
  observe(headers: Record<string, string>): void {
    if (this.value !== undefined || this.seen >= this.answers) return;
    this.seen++;
    const v = headers[VERSION_HEADER];
    if (v !== undefined && v.trim() !== '') this.value = v.trim();
  }

  get server(): string | undefined {
    return this.value;
  }
}
