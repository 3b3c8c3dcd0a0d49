/**
 * Faulty variants for the probes of the contract's stated bounds, of what a write stores, and of
 * filters across operations (boundaries, read_after_write, across_operations): mistakes a
 * backend team could make one step beside what the other checks try.
 */
import { json, parse, type Variant } from './faulty.ts';

const isArticle = (p: string) => /^\/articles\/\d+$/.test(p);

export const PROBES_VARIANTS: Variant[] = [
  {
    name: 'a title of exactly 300 characters refused (the length compared with < where <= was meant)',
    check: 'boundaries',
    finding: /title: maxLength 300, at it: answered 400.*the value is within the contract's bound/,
    fault: (ctx) => {
      if (!['POST', 'PUT'].includes(ctx.method) || !ctx.path.startsWith('/articles'))
        return undefined;
      const body = parse(ctx.body) as { title?: unknown } | undefined;
      return typeof body?.title === 'string' && [...body.title].length === 300
        ? json(400, { message: 'title: maksimal 300 karakter.' })
        : undefined;
    },
  },
  {
    name: 'an update that keeps the author and category its body leaves out (a PATCH behind a PUT)',
    check: 'read_after_write',
    finding: /(author|category), which the body left out, is answered/,
    fault: async (ctx) => {
      if (ctx.method !== 'PUT' || !isArticle(ctx.path)) return undefined;
      const body = parse(ctx.body) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
      const current = await ctx.forward({ method: 'GET', headers: {} });
      const stored = parse(current.body) as Record<string, unknown> | undefined;
      if (current.status !== 200 || !stored) return undefined;
      const kept = { ...body };
      for (const name of ['author', 'category'])
        if (!(name in kept) && stored[name]) kept[name] = stored[name];
      return ctx.forward({ body: JSON.stringify(kept) });
    },
  },
  {
    name: 'statistics that ignore the category filter (the list honours it)',
    check: 'across_operations',
    finding: /stats\?category=\S+ answered articles: \d+, but .* the filter must mean the same/,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles/stats') return undefined;
      const q = new URLSearchParams(ctx.query);
      if (!q.has('category')) return undefined;
      q.delete('category');
      return ctx.forward({ query: q.toString() });
    },
  },
  {
    name: 'a list without limit cut to its first 50 articles (a default page), counted whole',
    check: 'across_operations',
    finding: /the list without limit answered 50 items and x-total-count: \d+; unpaged/i,
    fault: (ctx) => {
      if (ctx.method !== 'GET' || ctx.path !== '/articles') return undefined;
      const q = new URLSearchParams(ctx.query);
      if (q.has('limit')) return undefined;
      q.set('limit', '50');
      return ctx.forward({ query: q.toString() });
    },
  },
  {
    name: 'a document attached under another file name (its storage key)',
    check: 'members_content',
    finding: /Content-Disposition: attachment; filename="doc-1\.pdf"; the attachment is named/,
    fault: async (ctx) => {
      if (ctx.method !== 'GET' || !ctx.path.startsWith('/documents/')) return undefined;
      const up = await ctx.forward();
      if (up.status !== 200) return up;
      return {
        ...up,
        headers: { ...up.headers, 'content-disposition': 'attachment; filename="doc-1.pdf"' },
      };
    },
  },
];
