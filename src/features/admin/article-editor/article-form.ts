import type { Article, ArticleInput } from '../../../../common/api/types';
import { MAX_IMAGE_FILE_BYTES } from '../../../config/constants';
import { youtubeId } from '../../../../common/video-link';
import { isImageRef } from '../../../../common/image-ref';
import { displayDate, readDate } from './article-date';

/** An image in the form: its value (a site path or a data URL) and what the form shows for it. */
export interface ImageValue {
  src: string;
  /** The file name of a new upload, or the stored path in edit mode. */
  name: string;
}

export interface SectionDraft {
  key: number;
  subtitle: string;
  content: string;
  youtube: string;
  images: ImageValue[];
}

export interface ArticleDraft {
  title: string;
  author: string;
  /** As typed and shown, day first (28/11/2026: article-date.ts); sent as an ISO date. */
  date: string;
  category: string;
  banner: ImageValue | null;
  tags: string[];
  sections: SectionDraft[];
}

export type ImageTarget = { kind: 'banner' } | { kind: 'section'; key: number };

/** Error keys: 'title', 'date', 'tag', 'banner', `section.<key>.youtube`, `section.<key>.images`. */
export type DraftErrors = Record<string, string>;

export const FORM_MESSAGES = {
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: 'Judul maksimal 300 karakter.',
  tagBlank: 'Tag tidak boleh kosong.',
  tagDuplicate: 'Tag sudah ada di daftar.',
  tagTooLong: 'Tag maksimal 60 karakter.',
  youtubeInvalid: 'Masukkan tautan YouTube yang valid (youtube.com atau youtu.be).',
  imageType: 'File harus berupa gambar PNG, JPEG, GIF, WebP atau SVG.',
  imageTooLarge: `Ukuran gambar maksimal ${(MAX_IMAGE_FILE_BYTES / 1_000_000).toLocaleString('id-ID')} MB.`,
  imageUnreadable: 'Gambar tidak dapat dibaca. Coba file lain.',
} as const;

/** The image types the contract accepts as data URLs (ImageRef). */
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;

export const targetKey = (t: ImageTarget) =>
  t.kind === 'banner' ? 'banner' : `section.${t.key}.images`;

/** Why a picked file cannot be used, or null when it can: an image type of the contract within MAX_IMAGE_FILE_BYTES. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return FORM_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_FILE_BYTES) return FORM_MESSAGES.imageTooLarge;
  return null;
}

/** Why a tag cannot be added, or null: it must be non-blank and not already in the list. */
export function tagProblem(tag: string, tags: readonly string[]): string | null {
  const name = tag.trim();
  if (!name) return FORM_MESSAGES.tagBlank;
  if (name.length > 60) return FORM_MESSAGES.tagTooLong;
  if (tags.some((t) => t.toLowerCase() === name.toLowerCase())) return FORM_MESSAGES.tagDuplicate;
  return null;
}

/**
 * The draft's errors on save: the title is required; a date, when given, must be one (never
 * dropped in silence); a YouTube link, when given, must be one.
 */
export function validateDraft(draft: ArticleDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = FORM_MESSAGES.titleRequired;
  else if (draft.title.trim().length > 300) errors.title = FORM_MESSAGES.titleTooLong;
  const date = readDate(draft.date);
  if (date && 'problem' in date) errors.date = date.problem;
  for (const s of draft.sections) {
    if (s.youtube.trim() && !youtubeId(s.youtube))
      errors[`section.${s.key}.youtube`] = FORM_MESSAGES.youtubeInvalid;
  }
  return errors;
}

/**
 * The contract's ArticleInput for a draft: the date as ISO, tags as names, section images as
 * strings; empty optional fields are left out (validateDraft refuses an invalid date first).
 */
export function toArticleInput(draft: ArticleDraft): ArticleInput {
  const input: ArticleInput = { title: draft.title.trim() };
  const author = draft.author.trim();
  const category = draft.category.trim();
  if (author) input.author = author;
  const date = readDate(draft.date);
  if (date && 'iso' in date) input.date = date.iso;
  if (category) input.category = category;
  if (draft.banner && isImageRef(draft.banner.src)) input.banner = draft.banner.src;
  input.tags = [...draft.tags];
  input.sections = draft.sections.map((s) => {
    const section: NonNullable<ArticleInput['sections']>[number] = {
      subtitle: s.subtitle.trim(),
      content: s.content,
      images: s.images.map((i) => i.src).filter(isImageRef),
    };
    if (s.youtube.trim()) section.youtube = s.youtube.trim();
    return section;
  });
  return input;
}

/** A path where the server stored an image under the hash of its bytes: /media/<sha256>.<ext>. */
const HASHED_PATH = /^\/media\/[0-9a-f]{64}\.([a-z0-9]+)$/;

/**
 * What the form shows for a stored image: the file name of its path; for an image the server
 * stored under the hash of its bytes, or one embedded as a data URL, a short note with its type
 * (a 64-digit hash names nothing an admin would recognise).
 */
export function storedImageName(src: string): string {
  const type = src.startsWith('data:')
    ? /^data:image\/([a-z]+)/.exec(src)?.[1]
    : HASHED_PATH.exec(src)?.[1];
  if (src.startsWith('data:') || HASHED_PATH.test(src))
    return type ? `Gambar tersimpan (${type.toUpperCase()})` : 'Gambar tersimpan';
  return src.split('/').pop() || src;
}

/** The draft of an existing article (edit mode): tags as plain names, images as their paths. */
export function draftFromArticle(article: Article, firstKey = 1): ArticleDraft {
  return {
    title: article.title ?? '',
    author: article.author ?? '',
    date: displayDate(article.date ?? ''),
    category: article.category ?? '',
    banner: article.banner ? { src: article.banner, name: storedImageName(article.banner) } : null,
    tags: (article.tags ?? []).map((t) => t.name).filter(Boolean),
    sections: (article.sections ?? []).map((s, i) => ({
      key: firstKey + i,
      subtitle: s.subtitle ?? '',
      content: s.content ?? '',
      youtube: s.youtube ?? '',
      images: (s.images ?? []).map((img) => ({ src: img.path, name: storedImageName(img.path) })),
    })),
  };
}

export const emptyDraft = (): ArticleDraft => ({
  title: '',
  author: '',
  date: '',
  category: '',
  banner: null,
  tags: [],
  sections: [],
});

/** The draft without its sections' form keys: what a save would send, as typed. */
const comparable = (d: ArticleDraft) =>
  JSON.stringify([
    d.title,
    d.author,
    d.date,
    d.category,
    d.banner?.src ?? null,
    d.tags,
    d.sections.map((s) => [s.subtitle, s.content, s.youtube, s.images.map((i) => i.src)]),
  ]);

/** Whether two drafts hold the same text, tags, images and sections (in the same order). */
export const sameDraft = (a: ArticleDraft, b: ArticleDraft) => comparable(a) === comparable(b);

/** The draft fields of a larger object (the editor's context), nothing else. */
export const pickDraft = (d: ArticleDraft): ArticleDraft => ({
  title: d.title,
  author: d.author,
  date: d.date,
  category: d.category,
  banner: d.banner,
  tags: d.tags,
  sections: d.sections,
});
