/** The article editor's helpers and the actors it names (provided at the edge with `.provide()`). */
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { VersionedArticle } from '../../../api/articles';
import type { DraftErrors, ImageTarget, SectionDraft } from './article-form';
import type { PickedFile, QueueInput, SaveInput } from './article-editor.types';

export const withoutError = (errors: DraftErrors, ...keys: string[]) => {
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
};

export const mapSection = (
  sections: SectionDraft[],
  key: number,
  fn: (s: SectionDraft) => SectionDraft,
) => sections.map((s) => (s.key === key ? fn(s) : s));

export const editorActors = {
  saveArticle: fromPromise<VersionedArticle, SaveInput>(() =>
    Promise.reject(new Error('saveArticle not provided')),
  ),
  queueSave: fromPromise<void, QueueInput>(() =>
    Promise.reject(new Error('queueSave not provided')),
  ),
  copyText: fromPromise<void, { text: string }>(() =>
    Promise.reject(new Error('copyText not provided')),
  ),
  /** Reads a picked image file as a data URL and sends back editor.image.loaded or editor.image.failed. */
  readImage: fromCallback<AnyEventObject, { target: ImageTarget; file: PickedFile }>(
    ({ sendBack, input }) => {
      sendBack({
        type: 'editor.image.failed',
        target: input.target,
        message: 'readImage not provided',
      });
    },
  ),
};
