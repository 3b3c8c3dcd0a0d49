// `npm run api:diff` and `npm run api:release`: the contract against its newest release.
import fs from 'node:fs';
import path from 'node:path';
import { loadContract, releases } from './load.ts';
import { diffContracts } from './operations.ts';
import { changelogEntry, firstEntry, formatReport, verdict } from './report.ts';
import { compareSemver, parseSemver } from './semver.ts';

export interface Paths {
  /** The contract being worked on (`openapi/openapi.yaml`). */
  contract: string;
  /** Where released contracts are kept, one `<version>.yaml` each (`openapi/released`). */
  releasedDir: string;
  /** The changelog that `release` prepends to (`openapi/CHANGELOG.md`). */
  changelog: string;
}

export interface Outcome {
  code: number;
  output: string;
}

const rel = (file: string) => path.relative(process.cwd(), file) || file;

/** Compares the contract with the newest release and judges the version. */
export async function runDiff(paths: Pick<Paths, 'contract' | 'releasedDir'>): Promise<Outcome> {
  const newest = releases(paths.releasedDir).at(-1);
  if (!newest) {
    return {
      code: 1,
      output: `No released contract in ${rel(paths.releasedDir)}: nothing to compare with.`,
    };
  }
  const [from, to] = await Promise.all([loadContract(newest.file), loadContract(paths.contract)]);
  const changes = diffContracts(from.doc, to.doc);
  const result = verdict(changes, newest.version, to.version);
  const output = formatReport(
    changes,
    { file: rel(from.file), version: newest.version },
    { file: rel(to.file), version: to.version },
    result,
  );
  return { code: result.ok ? 0 : 1, output };
}

const HEADER = `# Contract changelog

Every released version of \`openapi/openapi.yaml\`, newest first. Each entry is written by
\`npm run api:release\` from the diff against the release before it; the released contracts are
kept, byte for byte, in \`openapi/released/\`.
`;

/** Prepends an entry after the changelog's introduction (before the newest entry). */
function prepend(changelog: string, entry: string) {
  const text = fs.existsSync(changelog) ? fs.readFileSync(changelog, 'utf8') : HEADER;
  const at = text.search(/^## /m);
  const next =
    at < 0 ? `${text.trimEnd()}\n\n${entry}` : `${text.slice(0, at)}${entry}\n${text.slice(at)}`;
  fs.writeFileSync(changelog, next);
}

/**
 * Records the contract as released under its `info.version`: a byte-for-byte copy
 * in the released folder and a changelog entry from the diff against the previous
 * release. Refuses what the diff gate refuses, and a version already released
 * with other content.
 */
export async function runRelease(paths: Paths, date: string): Promise<Outcome> {
  const current = await loadContract(paths.contract);
  const version = current.version;
  const v = parseSemver(version);
  if (typeof version !== 'string' || !v) {
    return {
      code: 1,
      output: `Refused: info.version ${JSON.stringify(version)} is not a semantic version.`,
    };
  }
  const target = path.join(paths.releasedDir, `${version}.yaml`);
  const bytes = fs.readFileSync(paths.contract);
  if (fs.existsSync(target)) {
    if (fs.readFileSync(target).equals(bytes)) {
      return {
        code: 0,
        output: `${version} is already released with this content; nothing to do.`,
      };
    }
    return {
      code: 1,
      output: `Refused: ${version} is already released (${rel(target)}) with different content. Move info.version before releasing again.`,
    };
  }
  const all = releases(paths.releasedDir);
  const later = all.filter((r) => compareSemver(parseSemver(r.version)!, v) > 0);
  if (later.length) {
    return {
      code: 1,
      output: `Refused: ${version} is lower than the released ${later.at(-1)!.version}.`,
    };
  }
  const previous = all.at(-1);
  let entry: string;
  let report = '';
  if (!previous) entry = firstEntry(version, date, current.doc);
  else {
    const from = await loadContract(previous.file);
    const changes = diffContracts(from.doc, current.doc);
    const result = verdict(changes, previous.version, version);
    report = formatReport(
      changes,
      { file: rel(previous.file), version: previous.version },
      { file: rel(paths.contract), version },
      result,
    );
    if (!result.ok)
      return { code: 1, output: `${report}\n\nRefused: the release would break clients.` };
    entry = changelogEntry(version, date, changes);
  }
  fs.mkdirSync(paths.releasedDir, { recursive: true });
  fs.writeFileSync(target, bytes);
  prepend(paths.changelog, entry);
  const done = `Released ${version}: ${rel(target)}, and its entry in ${rel(paths.changelog)}:\n\n${entry}`;
  return { code: 0, output: report ? `${report}\n\n${done}` : done };
}
