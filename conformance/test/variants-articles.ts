/**
 * Faulty variants about articles: what is stored and answered, the list's paging, order,
 * search and views, public reads, and the limits of an article's body (listed with the others
 * in conformance/test/variants.ts).
 */
import { json, parse, type ProxyContext, type Variant } from './faulty.ts';
import {
  PNG,
  answerWith,
  everyArticle,
  isArticleWrite,
  storedAnyway,
  type Article,
} from './rewrite.ts';

const params = (ctx: ProxyContext) => new URLSearchParams(ctx.query);
const isList = (ctx: ProxyContext) => ctx.method === 'GET' && ctx.path === '/articles';
/** Sends the list request on with its query changed by `fn`. */
const listWith = (fn: (q: URLSearchParams) => void) => (ctx: ProxyContext) => {
  if (!isList(ctx)) return undefined;
  const q = params(ctx);
  const before = q.toString();
  fn(q);
  return q.toString() === before ? undefined : ctx.forward({ query: q.toString() });
};
/** Rewrites the items of a 200 list answer (X-Total-Count as the server counted). */
const listItems =
  (fn: (items: Article[], q: URLSearchParams) => Article[]) => (ctx: ProxyContext) =>
    isList(ctx)
      ? answerWith(ctx, (value, up) =>
          up.status === 200 && Array.isArray(value)
            ? { value: fn(value as Article[], params(ctx)) }
            : {},
        )
      : undefined;
const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const SVG_ROOT = /^data:image\/svg\+xml;base64,/;
const svgText = (s: string) => Buffer.from(s.replace(SVG_ROOT, ''), 'base64').toString('utf8');
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

export const ARTICLES_VARIANTS: Variant[] = [
  {
    name: 'an article without a date answered with the day it was created',
    check: 'normalisation',
    finding: /answered date "\d{4}-\d\d-\d\d" for an article created without a date/,
    fault: everyArticle((a) => (a.date === null ? { ...a, date: jakartaToday() } : a)),
  },
  {
    name: 'the create answer names an id the article is not stored under (its read answers 404)',
    check: 'stateful',
    finding: /reading the created item answered 404/,
    fault: (ctx) =>
      ctx.method === 'POST' && ctx.path === '/articles'
        ? answerWith(ctx, (value, up) => {
            const { id } = value as Article;
            return up.status === 201 && typeof id === 'number'
              ? { value: { ...(value as Article), id: id + 1000 } }
              : {};
          })
        : undefined,
  },
  {
    name: 'an image path sent back dropped (only data URLs read as images)',
    check: 'stateful',
    finding: /banner/,
    fault: (ctx) => {
      if (ctx.method !== 'PUT' || !/^\/articles\/\d+$/.test(ctx.path)) return undefined;
      const body = parse(ctx.body) as Article | undefined;
      if (typeof body?.banner !== 'string' || !body.banner.startsWith('/')) return undefined;
      const { banner: _dropped, ...rest } = body;
      return ctx.forward({ body: JSON.stringify(rest) });
    },
  },
  {
    name: 'deleting an unknown id answered 204 (a delete that never fails)',
    check: 'stateful',
    finding: /deleting it again answered 204/,
    fault: async (ctx) => {
      if (ctx.method !== 'DELETE' || !/^\/articles\/\d+$/.test(ctx.path)) return undefined;
      const up = await ctx.forward();
      return up.status === 404 ? { status: 204, headers: {}, body: Buffer.alloc(0) } : up;
    },
  },
  {
    name: 'the create answer without its id (201 with the body as sent)',
    check: 'stateful',
    finding: /has no id/,
    fault: async (ctx) => {
      if (ctx.method !== 'POST' || ctx.path !== '/articles') return undefined;
      return answerWith(ctx, (value, up) => {
        if (up.status !== 201) return {};
        const { id: _id, ...rest } = value as Article;
        return { value: rest };
      });
    },
  },
  {
    name: 'public reads refused without a token (401 to the list, the stats and an article)',
    check: 'positive_data_acceptance',
    finding: /answered 401/,
    fault: (ctx) =>
      ctx.method === 'GET' &&
      /^\/articles(\/stats|\/\d+)?$/.test(ctx.path) &&
      !ctx.headers.authorization
        ? json(401, { message: 'Sesi tidak valid.' })
        : undefined,
  },
  {
    name: 'the list sorted oldest first',
    check: 'listing',
    finding: /listed after|order|newest/,
    fault: listItems((items) => [...items].reverse()),
  },
  {
    name: 'articles of one day listed oldest id first',
    check: 'listing',
    finding: /listed after|order|newest|id/,
    fault: listItems((items) =>
      [...items].sort((a, b) => (a.date === b.date ? Number(a.id) - Number(b.id) : 0)),
    ),
  },
  {
    name: 'limit ignored (every article on one page)',
    check: 'listing',
    finding: /limit=/,
    fault: listWith((q) => {
      q.delete('limit');
      q.delete('offset');
    }),
  },
  {
    name: 'offset ignored (every page is the first)',
    check: 'listing',
    finding: /offset=/,
    fault: listWith((q) => q.delete('offset')),
  },
  {
    name: 'a category matched with its letter case (Teknik does not find teknik)',
    check: 'listing',
    finding: /category/,
    fault: listItems((items, q) => {
      const c = q.get('category')?.trim();
      return c ? items.filter((a) => a.category === c) : items;
    }),
  },
  {
    name: 'a blank category answered with no articles (a search for the empty category)',
    check: 'listing',
    finding: /category/,
    fault: (ctx) =>
      isList(ctx) && params(ctx).has('category') && !params(ctx).get('category')!.trim()
        ? {
            ...json(200, []),
            headers: { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '0' },
          }
        : undefined,
  },
  {
    name: 'a blank q answered with no articles (a search for the empty string)',
    check: 'listing',
    finding: /q=/,
    fault: (ctx) =>
      isList(ctx) && params(ctx).has('q') && !params(ctx).get('q')!.trim()
        ? {
            ...json(200, []),
            headers: { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '0' },
          }
        : undefined,
  },
  {
    name: 'q matched in the title only (not the category or the author)',
    check: 'listing',
    finding: /q=/,
    fault: listItems((items, q) => {
      const words = (q.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return words.length
        ? items.filter((a) => words.every((w) => String(a.title).toLowerCase().includes(w)))
        : items;
    }),
  },
  {
    name: 'view=summary answered with whole articles',
    check: 'listing',
    finding: /summary|excerpt|sections/,
    fault: listWith((q) => {
      if (q.get('view') === 'summary') q.set('view', 'full');
    }),
  },
  {
    name: 'whole articles without view answered as summaries',
    check: 'listing',
    finding: /summary|excerpt|sections|view/,
    fault: listWith((q) => {
      if (!q.has('view')) q.set('view', 'summary');
    }),
  },
  {
    name: 'an article body over 10 MiB stored (its white space dropped)',
    check: 'negative_data_rejection',
    finding: /byte|larger|10485760/,
    fault: (ctx) => {
      if (!isArticleWrite(ctx.method, ctx.path) || ctx.body.length <= 10_485_760) return undefined;
      const text = ctx.body.toString('utf8').trim();
      return text.startsWith('{') ? ctx.forward({ body: text }) : undefined;
    },
  },
  {
    name: 'an article body nested past 32 levels answered 201 (no depth limit)',
    check: 'negative_data_rejection',
    finding: /nest|deep|level/,
    fault: (ctx) =>
      isArticleWrite(ctx.method, ctx.path) &&
      /^\s*\[\s*\[\s*\[/.test(ctx.body.subarray(0, 64).toString())
        ? ctx
            .forward({ method: 'GET', path: '/articles', query: 'limit=1' })
            .then((up) => ({ ...up, status: 201 }))
        : undefined,
  },
  {
    name: 'an image over 2 MiB stored (replaced by a placeholder)',
    check: 'negative_data_rejection',
    finding: /banner|image|path|2097152/,
    fault: storedAnyway(
      isArticleWrite,
      (s) => s.length > 2_097_152 && s.length < 10_000_000,
      () => PNG,
    ),
  },
  {
    name: 'a section over 20000 characters stored (cut to fit)',
    check: 'negative_data_rejection',
    finding: /content/,
    fault: storedAnyway(
      isArticleWrite,
      (s) => s.length > 20_000 && !s.startsWith('data:') && !s.startsWith('/'),
      (s) => s.slice(0, 20_000),
    ),
  },
  {
    name: 'an SVG whose first element is not <svg> stored',
    check: 'negative_data_rejection',
    finding: /svg|SVG/,
    fault: storedAnyway(
      isArticleWrite,
      (s) => SVG_ROOT.test(s) && !/<svg[\s>/]/.test(svgText(s).slice(0, 400)),
      () => SVG,
    ),
  },
  {
    name: 'an image data URL of another type stored (data:image/bmp read as an image)',
    check: 'negative_data_rejection',
    finding: /data URL|image|banner|path/,
    fault: storedAnyway(
      isArticleWrite,
      (s) => /^data:(?!image\/(png|jpeg|gif|webp|svg\+xml);base64,)/.test(s),
      () => PNG,
    ),
  },
  {
    name: 'a data URL whose bytes are not its type stored (text named image/png)',
    check: 'negative_data_rejection',
    finding: /data URL|image|banner|path|base64/,
    fault: storedAnyway(
      isArticleWrite,
      (s) =>
        /^data:image\/png;base64,/.test(s) && !s.startsWith('data:image/png;base64,iVBORw0KGgo'),
      () => PNG,
    ),
  },
  {
    name: 'an image sent as a data URL answered as an empty path (the upload lost)',
    check: 'stateful',
    finding: /banner|images|path/,
    fault: everyArticle((a) => {
      const lost = (v: unknown) => (typeof v === 'string' && v.startsWith('data:') ? '' : v);
      const sections = Array.isArray(a.sections)
        ? a.sections.map((s: { images?: { path?: unknown }[] }) => ({
            ...s,
            images: s.images?.map((i) => ({ ...i, path: lost(i.path) })),
          }))
        : a.sections;
      return { ...a, banner: lost(a.banner), sections };
    }),
  },
  {
    name: 'a section answered past 100000 characters (its text sent twice over, padded)',
    check: 'response_schema_conformance',
    finding: /content must NOT have more than 100000 characters/,
    fault: everySectionOfOne((s) =>
      typeof s.content === 'string' ? { ...s, content: s.content.padEnd(100_001, '.') } : s,
    ),
  },
];

/** Rewrites the sections of the answers that carry one article. */
function everySectionOfOne(fn: (s: Record<string, unknown>) => Record<string, unknown>) {
  const rewrite = everyArticle((a) =>
    Array.isArray(a.sections)
      ? { ...a, sections: a.sections.map((s) => fn(s as Record<string, unknown>)) }
      : a,
  );
  return (ctx: ProxyContext) =>
    /^\/articles\/\d+$/.test(ctx.path) && ctx.method === 'GET' ? rewrite(ctx) : undefined;
}
