/**
 * The promise list (conformance/promises/) against the contract: every sentence
 * of the prose is listed, each promise covered by the schema or a declared check
 * and proven by a faulty variant that check must catch (faulty-variants.test.ts
 * runs them); conformance/PROMISES.md is written from the list. No server: it
 * reads the contract file only.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { auditPromises } from '../promises/audit.ts';
import { PROMISES } from '../promises/list.ts';
import { PROMISES_FILE, renderPromises } from '../promises/render.ts';
import { sentencesOf } from '../promises/scan.ts';
import { PENDING_CHECKS, UNPROVEN_FOR_NOW, type PromiseEntry } from '../promises/types.ts';
import { VARIANTS } from './variants.ts';

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
  const audit = auditPromises(contract(), PROMISES, VARIANTS);

  it('lists every sentence of the prose', () => {
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

  it('proves every promise by a faulty variant its covering check catches', () => {
    const promises = PROMISES.filter((e) => !('notAPromise' in e.covered));
    const unproven = audit.unproven.map((e) => `${e.at}: ${e.sentence}`);
    console.info(
      `${PROMISES.length} sentences: ${promises.length} promises, ${promises.length - unproven.length} proven, ${unproven.length} unproven (${UNPROVEN_FOR_NOW.length} listed in UNPROVEN_FOR_NOW); ${PROMISES.length - promises.length} not promises; ${VARIANTS.length} variants`,
    );
    const allowed = UNPROVEN_FOR_NOW.map((u) => `${u.at}: ${u.sentence}`);
    expect(
      unproven.filter((u) => !allowed.includes(u)),
      'unproven promises: name a variant with .by(...)',
    ).toEqual([]);
    expect(
      allowed.filter((a) => !unproven.includes(a)),
      'proven or gone now: remove them from UNPROVEN_FOR_NOW',
    ).toEqual([]);
    for (const u of UNPROVEN_FOR_NOW) expect(u.why.length, u.sentence).toBeGreaterThan(20);
    expect(audit.badVariants.map((b) => `"${b.name}": ${b.why} (${b.entry.sentence})`)).toEqual([]);
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
    const audit = auditPromises(doc, PROMISES, VARIANTS);
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
  });

  /**
   * Three sentences that promise something, which a scan by promise vocabulary (obligations,
   * statuses, "stored", "returns", ...) passed over: none of its words is in them. The inverted
   * scan reports every sentence without an entry, so they come out of it by themselves.
   */
  const ONCE_MISSED = [
    ['/info/description', 'Sending that path back keeps the image.'],
    ['/paths/~1user/delete/description', 'The email is free for a new registration.'],
    [
      '/components/parameters/IfMatch/description',
      'A list is tags separated by commas (spaces around them allowed); `*` stands alone.',
    ],
  ] as const;

  it('finds sentences that use no promise word: the three a vocabulary once missed', () => {
    const isOnceMissed = (e: PromiseEntry) =>
      ONCE_MISSED.some(([at, text]) => e.at === at && e.sentence === text);
    const listed = PROMISES.filter(isOnceMissed);
    expect(listed, 'each is listed as a promise, proven by a variant').toHaveLength(3);
    for (const e of listed) expect('notAPromise' in e.covered, e.sentence).toBe(false);
    const audit = auditPromises(
      contract(),
      PROMISES.filter((e) => !isOnceMissed(e)),
      VARIANTS,
    );
    expect(audit.missing).toEqual(ONCE_MISSED.map(([at, text]) => ({ at, text })));
    // A sentence that promises nothing is reported too, until its entry says why it is none.
    const plain = PROMISES.find((e) => e.sentence === 'The counts.')!;
    expect('notAPromise' in plain.covered).toBe(true);
    expect(
      auditPromises(
        contract(),
        PROMISES.filter((e) => e !== plain),
        VARIANTS,
      ).missing,
    ).toEqual([{ at: plain.at, text: 'The counts.' }]);
  });

  it('counts a promise without a variant as unproven, and a variant of another check as wrong', () => {
    const [first, ...rest] = PROMISES.filter((e) => 'check' in e.covered);
    const bare = { ...first!, covered: { check: 'listing', variants: [] } };
    const wrong = { ...first!, covered: { check: 'listing', variants: [VARIANTS[0]!.name] } };
    expect(auditPromises(contract(), [bare, ...rest], VARIANTS).unproven).toContain(bare);
    expect(
      auditPromises(contract(), [wrong, ...rest], VARIANTS)
        .badVariants.filter((b) => b.entry === wrong)
        .map((b) => b.why),
    ).toEqual([`caught by ${VARIANTS[0]!.check}, not by listing`]);
  });
});
