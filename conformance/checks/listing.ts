/**
 * The `listing` check: a collection's list operation pages, searches, filters,
 * summarises and counts as its contract says. It stores a few articles of its
 * own (words no other article has), then asks the list and its statistics
 * about them, and removes them again.
 */
import type { Operation, Resource, Schema } from '../contract.ts';
import type { KitContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import { itemId } from '../known-operations.ts';
import { isObject } from '../util.ts';
import { canMatch, expectedExcerpt, listOrderProblem, searchedText } from './listing-rules.ts';

type Item = Record<string, unknown>;

export async function listingChecks(kit: KitContext): Promise<void> {
  if (!kit.enabled.has('listing')) return;
  for (const r of kit.contract.resources) {
    const list = r.list;
    const paged =
      list &&
      ['limit', 'offset'].every((n) =>
        list.parameters.some((p) => p.in === 'query' && p.name === n),
      );
    const label = list?.label ?? r.collectionPath;
    if (!list || !paged || !kit.http.tokens.admin) {
      kit.recorder.skip(
        'listing',
        label,
        'needs a list operation with limit and offset, and an admin session',
      );
      continue;
    }
    kit.log(`listing ${label}`);
    await listing(kit, r, list);
  }
}

const param = (op: Operation, name: string) =>
  op.parameters.find((p) => p.in === 'query' && p.name === name);

async function listing(kit: KitContext, resource: Resource, op: Operation): Promise<void> {
  const { contract, seed } = kit;
  const { record } = kit.recorder;
  const label = op.label;
  /** GET <collection>/stats, when the contract has it */
  const statsOp = contract.find(
    (o) => o.method === 'get' && o.path === `${resource.collectionPath}/stats`,
  );
  const limitMax = Number(contract.deref<Schema>(param(op, 'limit')?.schema ?? {}).maximum ?? 100);
  const hasQ = !!param(op, 'q');
  const hasCategory = !!param(op, 'category');
  const hasView = !!param(op, 'view');
  const idOf = (x: unknown) => (isObject(x) ? String(itemId(resource, x)) : '');

  /** `valid: false` for the paging the contract refuses (Prism refusing it too is agreement). */
  const get = async (o: Operation, query: Record<string, string>, valid = true) => {
    const { ex, violations } = await kit.http.exchange(o, {
      method: 'get',
      path: o.path,
      query,
      valid,
    });
    kit.recorder.touch('listing', label);
    for (const v of violations) record(v, 'listing', [ex]);
    const res = ex.response;
    const header = res.headers['x-total-count'];
    const total = header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
    return { ex, res, total, items: Array.isArray(res.json) ? (res.json as Item[]) : undefined };
  };
  const fail = (message: string, steps: Exchange[]) =>
    record({ check: 'listing', operation: label, message }, 'listing', steps);
  const query = (q: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;

  /** Reads every page (the largest page size), checking that each page's total is the same. */
  const all = async (q: Record<string, string | undefined>) => {
    const items: Item[] = [];
    const steps: Exchange[] = [];
    let total: number | undefined;
    for (let page = 0; page < 100; page++) {
      const r = await get(
        op,
        query({ ...q, limit: String(limitMax), offset: String(items.length) }),
      );
      if (r.res.status !== 200 || !r.items) {
        fail(`listing ${JSON.stringify(q)} answered ${r.res.status}`, [r.ex]);
        return undefined;
      }
      if (r.total === undefined) {
        fail('the answer has no X-Total-Count (the contract requires it on every 200)', [r.ex]);
        return undefined;
      }
      if (total !== undefined && r.total !== total) {
        fail(`X-Total-Count changed from ${total} to ${r.total} between pages`, [r.ex]);
        return undefined;
      }
      total = r.total;
      steps.push(r.ex);
      items.push(...r.items);
      if (r.items.length < limitMax) break;
    }
    return { items, total: total ?? 0, steps };
  };

  // A word no other article has (the search finds it in two titles) and a category of the same kind.
  const tag = `${(seed >>> 0).toString(36)}${Date.now().toString(36)}`.replace(/\d/g, (d) =>
    'ghjkmnpqrs'.charAt(Number(d)),
  );
  const word = `kitcari${tag}`;
  const category = `Kategori ${tag}`;
  const longText = `  Paragraf   pertama\n\n  tentang ${word}.\t${'Kalimat latihan futsal. '.repeat(20)}`;
  const bodies = [
    {
      title: `Latihan ${word} Pressing`,
      author: 'Penguji Kit',
      category,
      sections: [{ subtitle: 'Satu', content: longText }],
    },
    { title: `Taktik ${word} Rotasi`, author: ' penguji kit ', category, sections: [] },
    // Shares no word with the search: a server that ignores q returns it.
    { title: 'Artikel Pembanding Biasa', author: 'Penulis Lain', category: 'Lain', sections: [] },
  ];
  const ids: string[] = [];
  try {
    for (const b of bodies) {
      const id = await kit.data.create(resource, 'listing', b);
      if (!id) return fail('could not create the articles the check searches for', []);
      ids.push(id);
    }
    const [mine1, mine2, theirs] = ids as [string, string, string];

    // Totals agree with the pages, and paging keeps to its bounds.
    const everything = await all({});
    if (!everything) return;
    if (everything.total !== everything.items.length)
      return fail(
        `X-Total-Count says ${everything.total}, but paging through gave ${everything.items.length} items`,
        everything.steps,
      );
    const disorder = listOrderProblem(everything.items, [theirs, mine2, mine1], idOf);
    if (disorder) return fail(disorder, everything.steps);

    const one = await get(op, { limit: '1' });
    if (one.items?.length !== Math.min(1, everything.total) || one.total !== everything.total)
      return fail(
        `limit=1 answered ${one.items?.length ?? 'no list'} item(s) with X-Total-Count ${one.total} (expected 1 and ${everything.total})`,
        [one.ex],
      );
    // Without offset, the page starts at the first item (offset defaults to 0).
    const firstId = everything.items[0] ? idOf(everything.items[0]) : undefined;
    if (one.items?.[0] && idOf(one.items[0]) !== firstId)
      return fail(
        `limit=1 without offset answered item ${String(idOf(one.items[0]))}, not the first of the list (${String(firstId)}): offset defaults to 0`,
        [one.ex],
      );
    const last = await get(op, { limit: String(limitMax), offset: String(everything.total - 1) });
    if (last.items?.length !== 1 || idOf(last.items[0]) !== idOf(everything.items.at(-1)))
      return fail(
        `offset=${everything.total - 1} (the last item) answered ${last.items?.length ?? 'no list'} item(s)`,
        [last.ex],
      );
    const past = await get(op, { offset: String(everything.total) });
    if (past.items?.length !== 0 || past.total !== everything.total)
      return fail(
        `offset=${everything.total} (past the end) answered ${past.items?.length ?? 'no list'} item(s) with X-Total-Count ${past.total} (expected none and ${everything.total})`,
        [past.ex],
      );
    const bads: Record<string, string>[] = [
      { limit: '0' },
      { limit: String(limitMax + 1) },
      { offset: '-1' },
    ];
    for (const bad of bads) {
      const r = await get(op, bad, false);
      if (r.res.status !== 400)
        return fail(`${new URLSearchParams(bad)} answered ${r.res.status} (expected 400)`, [r.ex]);
    }

    if (hasQ) {
      // A word of a stored title finds it (whatever the case and accents), and only matches.
      for (const q of [word, `${word.toUpperCase()} ${'PRÉSSING'}`]) {
        const found = await all({ q });
        if (!found) return;
        const got = found.items.map(idOf);
        if (!got.includes(mine1))
          return fail(`q=${q} does not find the article titled "${bodies[0]!.title}"`, found.steps);
        const wrong = found.items.find(
          (x) => !q.split(/\s+/).every((w) => canMatch(w, searchedText(x))),
        );
        if (wrong || got.includes(theirs))
          return fail(
            `q=${q} answered an article that does not match it: "${String((wrong ?? found.items.find((x) => idOf(x) === theirs))?.title)}"`,
            found.steps,
          );
        if (found.total !== found.items.length)
          return fail(
            `q=${q}: X-Total-Count ${found.total}, but ${found.items.length} matching items`,
            found.steps,
          );
        const page = await get(op, { q, limit: '1' });
        if (page.total !== found.total)
          return fail(
            `q=${q}&limit=1: X-Total-Count ${page.total}, but ${found.total} items match`,
            [page.ex],
          );
      }
      const nonsense = await get(op, { q: 'qzxjvwkp' });
      if (nonsense.items?.length !== 0 || nonsense.total !== 0)
        return fail(
          `a q no article matches answered ${nonsense.items?.length ?? 'no list'} item(s) with X-Total-Count ${nonsense.total} (expected none and 0)`,
          [nonsense.ex],
        );
      // A blank q searches nothing: every article matches.
      const blank = await get(op, { q: ' ' });
      if (blank.total !== everything.total)
        return fail(
          `a blank q (q=%20) answered X-Total-Count ${blank.total} (expected every article: ${everything.total})`,
          [blank.ex],
        );
    }

    if (hasCategory) {
      const inCategory = await all({ category: category.toUpperCase() });
      if (!inCategory) return;
      const got = inCategory.items.map(idOf).sort();
      if (JSON.stringify(got) !== JSON.stringify([mine1, mine2].sort()))
        return fail(
          `category=${category.toUpperCase()} answered ids ${got.join(', ') || 'none'} (expected ${mine1}, ${mine2})`,
          inCategory.steps,
        );
      // A blank category means every category.
      const blank = await get(op, { category: ' ' });
      if (blank.total !== everything.total)
        return fail(
          `a blank category (category=%20) answered X-Total-Count ${blank.total} (expected every article: ${everything.total})`,
          [blank.ex],
        );
    }

    if (hasView) {
      const summaries = await get(op, query({ view: 'summary', q: hasQ ? word : undefined }));
      const full = await get(op, query({ q: hasQ ? word : undefined }));
      const byId = new Map((full.items ?? []).map((x) => [idOf(x), x]));
      for (const s of summaries.items ?? []) {
        const whole = byId.get(idOf(s));
        if ('sections' in s)
          return fail(`view=summary item ${idOf(s)} carries sections`, [summaries.ex]);
        if (whole && s.excerpt !== expectedExcerpt(whole))
          return fail(
            `view=summary item ${idOf(s)}: excerpt ${JSON.stringify(s.excerpt)}, expected ${JSON.stringify(expectedExcerpt(whole))}`,
            [summaries.ex, full.ex],
          );
      }
      if (summaries.total !== full.total)
        return fail(
          `view=summary: X-Total-Count ${summaries.total}, the full view's ${full.total}`,
          [summaries.ex, full.ex],
        );
    }

    if (statsOp) {
      const authors = (items: Item[]) =>
        new Set(
          items
            .map((x) => (typeof x.author === 'string' ? x.author.trim().toLowerCase() : ''))
            .filter(Boolean),
        ).size;
      const cases: [Record<string, string>, Item[]][] = [[{}, everything.items]];
      if (hasQ) {
        const found = await all({ q: word });
        if (!found) return;
        cases.push([{ q: word }, found.items]);
      }
      for (const [q, items] of cases) {
        const r = await get(statsOp, q);
        const want = { articles: items.length, authors: authors(items) };
        const got = isObject(r.res.json) ? r.res.json : undefined;
        if (got?.articles !== want.articles || got?.authors !== want.authors)
          return fail(
            `${statsOp.path}${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''} answered ${r.res.text.slice(0, 100)}; the list has ${want.articles} articles by ${want.authors} distinct authors`,
            [r.ex],
          );
      }
    }
  } finally {
    for (const id of ids) await kit.data.remove(resource, id);
  }
}
