/**
 * The promise list (conformance/promises/) against the contract: every promise
 * sentence of the prose is listed and covered by the schema or a declared
 * check; conformance/PROMISES.md is written from the list. No server: it reads
 * the contract file only.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { auditPromises } from '../promises/audit.ts';
import { PROMISES } from '../promises/list.ts';
import { PROMISES_FILE, renderPromises } from '../promises/render.ts';
import { PROMISE_VOCABULARY, sentencesOf } from '../promises/scan.ts';
import { PENDING_CHECKS } from '../promises/types.ts';

const CONTRACT = new URL('../../openapi/openapi.yaml', import.meta.url);
/** The parts of the contract the tests below change in a copy. */
interface Doc {
  paths: Record<string, Record<string, { description: string }>>;
  components: {
    headers: Record<string, { schema: unknown }>;
    parameters: Record<string, { description: string }>;
  };
}
const contract = () => parse(fs.readFileSync(CONTRACT, 'utf8')) as Doc;

/** A row to paste into conformance/promises/ for a sentence without one. */
const rowFor = (s: { at: string; text: string }) =>
  `${JSON.stringify(s.at)}: [${JSON.stringify(s.text)}, '<the promise in short>', check('<check>') | schema('<pointer>') | none]`;

describe("the contract's promises", () => {
  const audit = auditPromises(contract(), PROMISES);

  it('lists every sentence of the prose that uses promise vocabulary', () => {
    expect(audit.missing.map(rowFor), 'sentences without an entry').toEqual([]);
  });

  it('lists no sentence the contract no longer has, and none twice', () => {
    expect(audit.stale.map((e) => `${e.at}: ${e.sentence}`)).toEqual([]);
    expect(audit.duplicates.map((e) => `${e.at}: ${e.sentence}`)).toEqual([]);
  });

  it('covers each promise with a schema keyword that exists or a check the kit declares', () => {
    expect(audit.badPointers.map((b) => `${b.pointer}: ${b.why} (${b.entry.sentence})`)).toEqual(
      [],
    );
    expect(audit.unknownChecks.map((u) => `${u.name} (${u.entry.sentence})`)).toEqual([]);
    for (const e of PROMISES)
      if ('notAPromise' in e.covered)
        expect(e.promise.length, `a reason for "${e.sentence}"`).toBeGreaterThan(8);
  });

  it('keeps pending checks pending only until the kit declares them', () => {
    expect(audit.pendingDeclared, 'declared now: remove them from PENDING_CHECKS').toEqual([]);
    const byCheck = new Map<string, number>();
    for (const e of audit.pending)
      if ('check' in e.covered)
        byCheck.set(e.covered.check, (byCheck.get(e.covered.check) ?? 0) + 1);
    if (byCheck.size)
      console.info(
        `promises waiting for a pending check: ${[...byCheck].map(([c, n]) => `${c} ${n}`).join(', ')}`,
      );
    for (const name of byCheck.keys()) expect(Object.keys(PENDING_CHECKS)).toContain(name);
  });

  it('is what conformance/PROMISES.md says (node --import tsx conformance/promises/render.ts)', async () => {
    expect(fs.readFileSync(PROMISES_FILE, 'utf8')).toBe(await renderPromises());
  });
});

describe('finding promise sentences', () => {
  it('fails a contract whose prose gains a promise without an entry', () => {
    const doc = contract();
    const made = 'Every answer is sent within two seconds.';
    doc.paths['/articles']!.get!.description += `\n${made}\n`;
    const audit = auditPromises(doc, PROMISES);
    expect(audit.missing).toEqual([{ at: '/paths/~1articles/get/description', text: made }]);
    expect(audit.stale).toEqual([]);
  });

  it('fails an entry whose sentence changed, and a schema pointer that points at nothing', () => {
    const doc = contract();
    doc.components.headers.PrivateNoStore!.schema = { type: 'string' };
    doc.components.parameters.Offset!.description = 'How many articles to skip. Default 0.';
    const audit = auditPromises(doc, PROMISES);
    expect(audit.badPointers.map((b) => b.pointer)).toContain(
      '/components/headers/PrivateNoStore/schema/const',
    );
    expect(audit.stale.map((e) => e.sentence)).toContain(
      'How many articles (newest first) to skip before the page starts.',
    );
  });

  it('splits prose into sentences, list items apart, and leaves plain statements alone', () => {
    expect(
      sentencesOf('First one, e.g. `x`. Second\nline.\n\n- item: a;\n- other `409` answer.'),
    ).toEqual(['First one, e.g. `x`.', 'Second line.', 'item: a;', 'other `409` answer.']);
    expect(PROMISE_VOCABULARY.test('The counts.')).toBe(false);
    expect(PROMISE_VOCABULARY.test('A weak tag never matches.')).toBe(true);
  });
});
