import { ApiError } from '../../../api/errors';
import type { ArticleDraft, DraftErrors, SectionDraft } from './article-form';

/** The article's own fields a server message can name, as the form's error keys. */
const ARTICLE_FIELDS: Record<string, string> = {
  title: 'title',
  author: 'author',
  date: 'date',
  category: 'category',
  banner: 'banner',
  tags: 'tag',
};
const SECTION_FIELDS = new Set(['subtitle', 'content', 'youtube', 'images']);

/**
 * The server's reason for refusing a save, when it sent one ("sections[0].content: maksimal
 * 20000 karakter."), or undefined.
 */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && !error.isNetworkError ? error.serverMessage : undefined;
}

/** The reason as a sentence beside its field: "Maksimal 20000 karakter." */
const sentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/**
 * The form's error for the field the server's message names, its reason beside that field:
 * `sections[0].content: maksimal 20000 karakter.` is the first section's content, `title: …`
 * the title, `tags[2]: …` the tag input. A message that names no field of the form gives none.
 */
export function refusalErrors(message: string | undefined, sections: SectionDraft[]): DraftErrors {
  const match = /^([a-z]+)(?:\[(\d+)\])?(?:\.([a-z]+))?(?:\[\d+\])?: (.+)$/s.exec(message ?? '');
  if (!match) return {};
  const [, field = '', index, sub, reason = ''] = match;
  if (field === 'sections') {
    const section = index === undefined ? undefined : sections[Number(index)];
    if (!section || !sub || !SECTION_FIELDS.has(sub)) return {};
    return { [`section.${section.key}.${sub}`]: sentence(reason) };
  }
  const key = ARTICLE_FIELDS[field];
  return key && sub === undefined ? { [key]: sentence(reason) } : {};
}

/** The form's errors with the server's reason for refusing a save beside the field it names. */
export const withRefusal = (
  draft: Pick<ArticleDraft, 'sections'> & { errors: DraftErrors },
  error: unknown,
): DraftErrors => ({ ...draft.errors, ...refusalErrors(refusalReason(error), draft.sections) });
