import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { createArticle, updateArticle, type VersionedArticle } from '../../../api/articles';
import { ApiError } from '../../../api/errors';
import type { Article } from '../../../../common/api/types';
import { fromBase64, imageTypeOf } from '../../../../common/image-bytes';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { OFFLINE_EDIT_STRINGS } from '../offline-edits/offline-edit-strings';
import { useToast } from '../../../components/Toast/Toast';
import {
  articleEditorMachine,
  type EditorEvent,
  type EditorMode,
  type PickedFile,
} from './article-editor.machine';
import { FORM_MESSAGES, IMAGE_TYPES, pickDraft, type ImageTarget } from './article-form';
import { CONFLICT_STRINGS } from './article-conflict';
import type { KeptDraft } from './article-editor.types';
import { useOfflineEdits } from '../offline-edits/context';
import { createDraftKeeper } from '../offline-edits/draft-keeper';
import { draftKey } from '../offline-edits/editor-store';

/** Writes text to the clipboard; rejects where the browser refuses (no permission, no API). */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/** Sends one event to the editor's machine. */
export type EditorSend = (event: EditorEvent) => void;

/**
 * Reads a picked image file as a data URL of the image type its bytes are; bytes of no accepted
 * image type (an empty file, a renamed document) are unreadable.
 */
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
      const result = typeof reader.result === 'string' ? reader.result : '';
      // Typed by its bytes, not its name: a PNG named .webp is sent as the PNG it is (the
      // server refuses bytes that are not the declared type); bytes of no image type fail.
      const payload = /^data:[^,]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(result)?.[1] ?? '';
      const type = payload ? imageTypeOf(fromBase64(payload)) : null;
      if (type)
        sendBack({
          type: 'editor.image.loaded',
          target: input.target,
          image: { src: `data:image/${type};base64,${payload}`, name: input.file.name },
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
  /** The draft of this article kept on this device (offered when it differs from the article). */
  kept?: KeptDraft | null;
  /** A queued save refused with 412: the editor opens on `kept` with the conflict dialog. */
  conflict?: VersionedArticle | null;
  /** After a successful save (the list reloads). */
  onSaved: () => void;
  /** After the modal has closed (saved or dismissed). */
  onClosed: () => void;
}

/**
 * The editor's machine wired to the API (POST or PUT /articles), the file
 * reader, the toasts and the focus; `base` prefixes the form's element ids. In the admin area
 * the draft is kept on the device as the admin types, and a save made offline is queued.
 */
export function useArticleEditor({
  mode,
  article,
  etag,
  kept,
  conflict,
  onSaved,
  onClosed,
}: ArticleEditorOptions) {
  const { toast } = useToast();
  const base = useId();
  const offline = useOfflineEdits();
  const store = offline?.store ?? null;
  const key = draftKey(mode === 'edit' ? (article?.id ?? null) : null);
  const keeper = useMemo(
    () =>
      store &&
      createDraftKeeper(store, {
        onError: (error) => console.error('The draft could not be kept on this device', error),
      }),
    [store],
  );
  const [state, send] = useMachine(
    articleEditorMachine.provide({
      guards: { canQueue: () => offline !== null },
      actors: {
        queueSave: fromPromise(async ({ input }) => {
          if (!offline) throw new Error('No queue outside the admin area');
          await offline.enqueue(input);
          await keeper?.forget(key);
        }),
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
        // The server's reason (or why it could not be reached) under the title.
        notifySaveFailed: (_, { error }) =>
          toast({
            title: MEMBER_STRINGS.articles.saveFailed,
            variant: 'destructive',
            ...(error instanceof ApiError ? { description: error.message } : {}),
          }),
        notifyQueued: () =>
          toast({
            title: OFFLINE_EDIT_STRINGS.queuedTitle,
            description: OFFLINE_EDIT_STRINGS.queuedDescription,
          }),
        notifyQueueFailed: () =>
          toast({ title: OFFLINE_EDIT_STRINGS.queueFailed, variant: 'destructive' }),
        discardDraft: () => void keeper?.forget(key),
        forgetDraft: () => void keeper?.forget(key),
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
    {
      input: {
        mode,
        article: article ?? null,
        etag: etag ?? null,
        kept: kept ?? null,
        conflict: conflict ?? null,
      },
    },
  );
  const done = state.status === 'done';
  useKeepDraft(keeper, key, state);
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

type EditorSnapshot = ReturnType<typeof useMachine<typeof articleEditorMachine>>[0];

/**
 * Keeps the draft on the device 500 ms after the last change while the form is being edited
 * (not while a kept draft is still offered), and at once when the page hides or the editor
 * unmounts.
 */
function useKeepDraft(
  keeper: ReturnType<typeof createDraftKeeper> | null,
  key: string,
  state: EditorSnapshot,
) {
  const c = state.context;
  const editing = state.matches('editing') || state.matches('conflict');
  const draft = useMemo(
    () => pickDraft(c),
    // The draft's own fields: anything else in the context changing is no new draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [c.title, c.author, c.date, c.category, c.banner, c.tags, c.sections],
  );
  useEffect(() => {
    if (!keeper || !c.dirty || !editing) return;
    keeper.schedule({ key, articleId: c.articleId, draft, etag: c.etag });
  }, [keeper, key, draft, c.dirty, c.articleId, c.etag, editing]);
  useEffect(() => {
    if (!keeper) return;
    const hide = () => void keeper.flush();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      void keeper.flush();
    };
  }, [keeper]);
}
