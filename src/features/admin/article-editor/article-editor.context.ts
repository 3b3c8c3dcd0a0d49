/** The article editor's first context, and how it tells a save that never reached the server. */
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import { draftFromArticle, emptyDraft, sameDraft, type ArticleDraft } from './article-form';
import type { EditorContext, EditorInput } from './article-editor.types';

const nextKeyOf = (draft: ArticleDraft) =>
  draft.sections.reduce((max, s) => Math.max(max, s.key), 0) + 1;

/**
 * The editor's context at opening: the article (edit) or an empty form (new). A kept draft that
 * differs from it is offered (`restorable`); one that does not is not. A queued save refused
 * with 412 (`conflict`) opens on its kept draft, at the version it was based on.
 */
export function initialContext(input: EditorInput): EditorContext {
  const article = input.mode === 'edit' ? (input.article ?? null) : null;
  const base = article ? draftFromArticle(article) : emptyDraft();
  const kept = input.kept ?? null;
  const resumed = kept && input.conflict ? kept : null;
  const draft = resumed ? resumed.draft : base;
  return {
    ...draft,
    mode: input.mode,
    articleId: article ? article.id : null,
    tagDraft: '',
    errors: {},
    dirty: resumed !== null,
    nextKey: nextKeyOf(draft),
    etag: resumed ? resumed.etag : input.mode === 'edit' ? (input.etag ?? null) : null,
    conflict: resumed ? (input.conflict ?? null) : null,
    restorable: !resumed && kept && !sameDraft(kept.draft, base) ? kept : null,
  };
}

/** The context after restoring the kept draft: its text and the version it started from. */
export function restoredContext(context: EditorContext): Partial<EditorContext> {
  const kept = context.restorable;
  if (!kept) return {};
  return {
    ...kept.draft,
    etag: context.mode === 'edit' ? kept.etag : null,
    nextKey: nextKeyOf(kept.draft),
    errors: {},
    dirty: true,
    restorable: null,
  };
}

/** Whether the browser says it is offline. */
export const browserOffline = () =>
  typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false;

/** A save that never reached the server: the network is down (not a timeout, which may have landed). */
export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError &&
  error.isNetworkError &&
  (error.message === NETWORK_ERROR_MESSAGE || browserOffline());
