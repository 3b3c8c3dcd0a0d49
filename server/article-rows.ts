/**
 * How an article is stored and read back: the columns a read selects, the row
 * it gives, the JSON the contract answers built from it, and an input
 * normalised into the stored shape.
 */
import { HttpError } from './errors.ts';
import { checkImageRef } from './images.ts';
import type { Article, ArticleInput, ArticleSummary } from '../common/api/types.ts';
import { excerptOf } from '../common/articles.ts';
import { ifMatchHolds, strongTag } from '../common/etag.ts';

/** Tags and sections come back as the JSON text they were stored as (json columns keep it verbatim). */
export const ROW_COLUMNS = `id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, sections::text AS sections, version`;
/** A summary needs only the first section's text, not the sections. */
export const SUMMARY_COLUMNS = `id, title, author, to_char(published_on, 'YYYY-MM-DD') AS date, category, banner,
  tags::text AS tags, sections->0->>'content' AS first, version`;
export const SELECT_ROW = `SELECT ${ROW_COLUMNS} FROM articles`;
export const SELECT_SUMMARY = `SELECT ${SUMMARY_COLUMNS} FROM articles`;
/**
 * Newest first: by list date (the article's date, or else the day it was
 * created, in Asia/Jakarta: migration 008), then newest id. An article saved
 * without a date is among the newest on the day it is written. The list date
 * is a stored column with an index in this order (articles_order_idx, and
 * articles_category_idx after lower(category)): a page is the index's rows.
 */
export const LIST_ORDER = 'ORDER BY listed_on DESC, id DESC';

export interface DbRow {
  id: number;
  title: string;
  author: string;
  date: string | null;
  category: string;
  banner: string | null;
  tags: string;
  sections: string;
  /** One more with every update (migration 010): the ETag and the If-Match check. */
  version: number;
}

export interface Row {
  id: number;
  date: string | null;
  version: number;
  /** The article serialised in the contract's key order. */
  json: string;
}

const str = JSON.stringify;

/** An object's JSON from JSON texts of its values, in the order the contract lists the fields. */
const jsonObject = (fields: Record<string, string>) =>
  `{${Object.entries(fields)
    .map(([k, v]) => `${str(k)}:${v}`)
    .join(',')}}`;

/**
 * The JSON of the fields an article and its summary share. Typed by the
 * contract: a field renamed or added there fails to compile here.
 */
function commonFields(r: Omit<DbRow, 'sections'>): {
  [K in keyof Article & keyof ArticleSummary]-?: string;
} {
  return {
    id: String(r.id),
    title: str(r.title),
    author: str(r.author),
    date: str(r.date),
    category: str(r.category),
    banner: str(r.banner),
    tags: r.tags,
    version: String(r.version),
  };
}

export function toRow(r: DbRow): Row {
  const { version, ...common } = commonFields(r);
  // The contract's order: the fields, then the version.
  const fields: { [K in keyof Article]-?: string } = { ...common, sections: r.sections, version };
  return { id: r.id, date: r.date, version: r.version, json: jsonObject(fields) };
}

export interface SummaryRow extends Omit<DbRow, 'sections'> {
  first: string | null;
}

export function summaryJson(r: SummaryRow): string {
  const { version, ...common } = commonFields(r);
  const fields: { [K in keyof ArticleSummary]-?: string } = {
    ...common,
    excerpt: str(excerptOf(r.first)),
    version,
  };
  return jsonObject(fields);
}

/** PostgreSQL text cannot hold NUL, and lone surrogates cannot be stored as UTF-8: say so instead of failing with 500. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function checkText(value: string, field: string) {
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    throw new HttpError(400, `${field}: berisi karakter yang tidak valid.`);
}

/** An article's strong entity tag: its version in double quotes. */
export const etagOf = (version: number) => strongTag(version);

/**
 * Whether an If-Match header (absent: no condition) lets a write to the article at `version`
 * go ahead: `*`, or a list naming its strong tag; weak or malformed tags never match (RFC 9110's
 * strong comparison, common/etag.ts).
 */
export const ifMatchAllows = (header: string | undefined, version: number): boolean =>
  ifMatchHolds(header, etagOf(version));

/** Normalises a validated input into the stored shape, checking what the schema cannot. */
export function toStored(input: ArticleInput): Omit<Article, 'id' | 'version'> {
  const a: Omit<Article, 'id' | 'version'> = {
    title: input.title,
    author: input.author ?? '',
    date: input.date ?? null,
    category: input.category ?? '',
    banner: input.banner ?? null,
    tags: (input.tags ?? []).map((name) => ({ name })),
    sections: (input.sections ?? []).map((s) => ({
      subtitle: s.subtitle,
      content: s.content,
      youtube: s.youtube ?? '',
      images: (s.images ?? []).map((path) => ({ path })),
    })),
  };
  checkText(a.title, 'title');
  checkText(a.author, 'author');
  checkText(a.category, 'category');
  a.tags.forEach((t, i) => checkText(t.name, `tags[${i}]`));
  if (a.banner !== null) {
    checkText(a.banner, 'banner');
    checkImageRef(a.banner, 'banner');
  }
  a.sections.forEach((s, i) => {
    checkText(s.subtitle, `sections[${i}].subtitle`);
    checkText(s.content, `sections[${i}].content`);
    checkText(s.youtube, `sections[${i}].youtube`);
    s.images.forEach((img, j) => {
      checkText(img.path, `sections[${i}].images[${j}]`);
      checkImageRef(img.path, `sections[${i}].images[${j}]`);
    });
  });
  return a;
}

/** An article's values for INSERT and UPDATE: title, author, date, category, banner, tags, sections. */
export function rowParams(a: Omit<Article, 'id' | 'version'>): unknown[] {
  return [
    a.title,
    a.author,
    a.date,
    a.category,
    a.banner,
    JSON.stringify(a.tags),
    JSON.stringify(a.sections),
  ];
}
