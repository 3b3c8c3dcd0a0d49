import { useEffect, useId, type ChangeEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { createArticle, updateArticle } from '../../../api/articles';
import type { Article } from '../../../../common/api/types';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { useToast } from '../../../components/Toast/Toast';
import {
  articleEditorMachine,
  type EditorEvent,
  type EditorMode,
  type PickedFile,
} from '../article-editor.machine';
import { FORM_MESSAGES, IMAGE_TYPES, type ImageTarget } from '../article-form';
import { CONFLICT_STRINGS } from '../article-conflict';

/** Writes text to the clipboard; rejects where the browser refuses (no permission, no API). */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/** Sends one event to the editor's machine. */
export type EditorSend = (event: EditorEvent) => void;

/** Reads a picked image file as a data URL; anything but an image is unreadable. */
const readImage = fromCallback<AnyEventObject, { target: ImageTarget; file: PickedFile }>(
  ({ sendBack, input }) => {
    const failed = () =>
      sendBack({
        type: 'editor.image.failed',
        target: input.target,
        message: FORM_MESSAGES.imageUnreadable,
      });
    const reader = new FileReader();
    reader.onload = () => {
      const src = typeof reader.result === 'string' ? reader.result : '';
      if (src.startsWith('data:image/'))
        sendBack({
          type: 'editor.image.loaded',
          target: input.target,
          image: { src, name: input.file.name },
        });
      else failed();
    };
    reader.onerror = failed;
    reader.readAsDataURL(input.file as unknown as Blob);
    return () => reader.abort();
  },
);

export interface ArticleEditorOptions {
  mode: EditorMode;
  article?: Article | null;
  /** The ETag the article was loaded at: every save sends it in If-Match. */
  etag?: string | null;
  /** After a successful save (the list reloads). */
  onSaved: () => void;
  /** After the modal has closed (saved or dismissed). */
  onClosed: () => void;
}

/**
 * The editor's machine wired to the API (POST or PUT /articles), the file
 * reader, the toasts and the focus; `base` prefixes the form's element ids.
 */
export function useArticleEditor({ mode, article, etag, onSaved, onClosed }: ArticleEditorOptions) {
  const { toast } = useToast();
  const base = useId();
  const [state, send] = useMachine(
    articleEditorMachine.provide({
      actors: {
        saveArticle: fromPromise(({ input }) =>
          input.mode === 'edit' && input.id !== null
            ? updateArticle(input.id, input.body, input.etag)
            : createArticle(input.body),
        ),
        readImage,
        copyText: fromPromise(({ input }) => copyToClipboard(input.text)),
      },
      actions: {
        notifySaved: (_, { mode: m }) => {
          toast({
            title: m === 'edit' ? MEMBER_STRINGS.articles.updated : MEMBER_STRINGS.articles.created,
          });
          onSaved();
        },
        notifySaveFailed: () =>
          toast({ title: MEMBER_STRINGS.articles.saveFailed, variant: 'destructive' }),
        notifyCopied: () => toast({ title: CONFLICT_STRINGS.copied }),
        notifyCopyFailed: () =>
          toast({ title: CONFLICT_STRINGS.copyFailed, variant: 'destructive' }),
        focusFirstInvalid: () => {
          setTimeout(() =>
            document
              .getElementById(`${base}-form`)
              ?.querySelector<HTMLElement>('[aria-invalid="true"]')
              ?.focus(),
          );
        },
      },
    }),
    { input: { mode, article: article ?? null, etag: etag ?? null } },
  );
  const done = state.status === 'done';
  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);
  return { state, send, base, done };
}

/** A file input's change handler: every picked file goes to the machine; the input empties. */
export const pickImages =
  (send: EditorSend, target: ImageTarget) => (e: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(e.target.files ?? []))
      send({ type: 'editor.image.pick', target, file });
    e.target.value = '';
  };

/** The accept attribute of the image inputs. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
