import { and, assign, setup, spawnChild } from 'xstate';
import type { Article } from '../../../../common/api/types';
import { ArticleChangedError } from '../../../api/articles';
import { draftAsText } from './article-conflict';
import { editorActors, mapSection, withoutError } from './article-editor.actors';
import {
  browserOffline,
  initialContext,
  isNetworkFailure,
  restoredContext,
} from './article-editor.context';
import {
  imageFileProblem,
  pickDraft,
  tagProblem,
  targetKey,
  toArticleInput,
  validateDraft,
} from './article-form';
import { withRefusal } from './save-refusal';

export type {
  DraftField,
  EditorContext,
  EditorEvent,
  EditorInput,
  EditorMode,
  KeptDraft,
  PickedFile,
  QueueInput,
  SaveInput,
  SectionField,
} from './article-editor.types';
import type {
  EditorContext,
  EditorEvent,
  EditorInput,
  EditorMode,
  PickedFile,
} from './article-editor.types';

/**
 * The article editor modal: new or edit mode. Title required;
 * tags non-blank and unique; images must be image files within the size limit,
 * read as data URLs (by the named `readImage` actor); sections can be added,
 * removed and reordered. Saving sends the contract's ArticleInput with If-Match
 * (the version the draft is based on); success closes, failure keeps everything
 * typed; closing with unsaved edits asks first. A save refused because someone
 * else saved the article meanwhile (412) opens the conflict dialog: see their
 * version, keep mine (save again over theirs, with their ETag), or copy my text
 * (to the clipboard, by the named `copyText` actor) and go on editing. Every
 * path keeps the draft.
 *
 * A draft kept on this device (`kept`) that differs from the article is offered first: restore
 * it (with the version it started from) or discard it (`discardDraft`). A save that cannot reach
 * the server (offline) is queued (the named `queueSave` actor) with its If-Match and the whole
 * draft, and the editor closes; when queueing is impossible (`canQueue`) the save fails as any
 * other. A queued save refused later with 412 reopens here on the conflict dialog (`conflict`).
 * A successful save, and a discard of the changes, forget the kept draft (`forgetDraft`).
 */
export const articleEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actions: {
    focusFirstInvalid: () => {},
    notifySaved: (_, _params: { mode: EditorMode; article: Article }) => {},
    notifySaveFailed: (_, _params: { error: unknown }) => {},
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    closeEditor: () => {},
    notifyQueued: () => {},
    notifyQueueFailed: () => {},
    discardDraft: () => {},
    forgetDraft: () => {},
  },
  actors: editorActors,
  guards: {
    isValid: ({ context }) => Object.keys(validateDraft(context)).length === 0,
    isDirty: ({ context }) => context.dirty,
    isConflict: (_, params: { error: unknown }) => params.error instanceof ArticleChangedError,
    canAddTag: ({ context }) => tagProblem(context.tagDraft, context.tags) === null,
    isUsableImage: (_, params: { file: PickedFile }) => imageFileProblem(params.file) === null,
    canQueue: () => false,
    isOffline: () => browserOffline(),
    hasConflict: ({ context }) => context.conflict !== null,
    hasRestorable: ({ context }) => context.restorable !== null,
  },
}).createMachine({
  id: 'articleEditor',
  context: ({ input }) => initialContext(input),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'hasConflict', target: 'conflict' },
        { guard: 'hasRestorable', target: 'offeringDraft' },
        { target: 'editing' },
      ],
    },
    // The form waits (disabled) until the admin restores or discards the kept draft.
    offeringDraft: {
      tags: ['open', 'offeringDraft'],
      on: {
        'editor.draft.restore': {
          target: 'editing',
          actions: assign(({ context }) => restoredContext(context)),
        },
        'editor.draft.discard': {
          target: 'editing',
          actions: ['discardDraft', assign({ restorable: null })],
        },
        // Closing keeps the draft for next time.
        'editor.close': 'closed',
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'editor.change': {
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            errors: withoutError(context.errors, event.field),
            dirty: true,
          })),
        },
        'editor.tagDraft': {
          actions: assign(({ context, event }) => ({
            tagDraft: event.value,
            errors: withoutError(context.errors, 'tag'),
          })),
        },
        'editor.tag.add': [
          {
            guard: 'canAddTag',
            actions: assign(({ context }) => ({
              tags: [...context.tags, context.tagDraft.trim()],
              tagDraft: '',
              errors: withoutError(context.errors, 'tag'),
              dirty: true,
            })),
          },
          {
            actions: assign(({ context }) => ({
              errors: { ...context.errors, tag: tagProblem(context.tagDraft, context.tags) ?? '' },
            })),
          },
        ],
        'editor.tag.remove': {
          actions: assign(({ context, event }) => ({
            tags: context.tags.filter((t) => t !== event.name),
            dirty: true,
          })),
        },
        'editor.image.pick': [
          {
            guard: { type: 'isUsableImage', params: ({ event }) => ({ file: event.file }) },
            actions: [
              assign(({ context, event }) => ({
                errors: withoutError(context.errors, targetKey(event.target)),
              })),
              spawnChild('readImage', {
                input: ({ event }) => {
                  const { target, file } = event as Extract<
                    EditorEvent,
                    { type: 'editor.image.pick' }
                  >;
                  return { target, file };
                },
              }),
            ],
          },
          {
            actions: assign(({ context, event }) => ({
              errors: {
                ...context.errors,
                [targetKey(event.target)]: imageFileProblem(event.file) ?? '',
              },
            })),
          },
        ],
        'editor.image.loaded': {
          actions: assign(({ context, event }) => {
            const { target, image } = event;
            const errors = withoutError(context.errors, targetKey(target));
            if (target.kind === 'banner') return { banner: image, errors, dirty: true };
            return {
              sections: mapSection(context.sections, target.key, (s) => ({
                ...s,
                images: [...s.images, image],
              })),
              errors,
              dirty: true,
            };
          }),
        },
        'editor.image.failed': {
          actions: assign(({ context, event }) => ({
            errors: { ...context.errors, [targetKey(event.target)]: event.message },
          })),
        },
        'editor.image.remove': {
          actions: assign(({ context, event }) => {
            const { target, index } = event;
            if (target.kind === 'banner') return { banner: null, dirty: true };
            return {
              sections: mapSection(context.sections, target.key, (s) => ({
                ...s,
                images: s.images.filter((_, i) => i !== index),
              })),
              dirty: true,
            };
          }),
        },
        'editor.section.add': {
          actions: assign(({ context }) => ({
            sections: [
              ...context.sections,
              { key: context.nextKey, subtitle: '', content: '', youtube: '', images: [] },
            ],
            nextKey: context.nextKey + 1,
            dirty: true,
          })),
        },
        'editor.section.remove': {
          actions: assign(({ context, event }) => ({
            sections: context.sections.filter((s) => s.key !== event.key),
            errors: withoutError(
              context.errors,
              `section.${event.key}.youtube`,
              `section.${event.key}.images`,
            ),
            dirty: true,
          })),
        },
        'editor.section.move': {
          actions: assign(({ context, event }) => {
            const from = context.sections.findIndex((s) => s.key === event.key);
            const to = from + event.offset;
            if (from < 0 || to < 0 || to >= context.sections.length) return {};
            const sections = [...context.sections];
            const [moved] = sections.splice(from, 1);
            if (moved) sections.splice(to, 0, moved);
            return { sections, dirty: true };
          }),
        },
        'editor.section.change': {
          actions: assign(({ context, event }) => ({
            sections: mapSection(context.sections, event.key, (s) => ({
              ...s,
              [event.field]: event.value,
            })),
            errors: withoutError(context.errors, `section.${event.key}.${event.field}`),
            dirty: true,
          })),
        },
        'editor.submit': [
          { guard: and(['isValid', 'canQueue', 'isOffline']), target: 'queueing' },
          { guard: 'isValid', target: 'saving' },
          {
            actions: [
              assign(({ context }) => ({
                // Keep tag and image errors; replace the save-time checks.
                errors: {
                  ...Object.fromEntries(
                    Object.entries(context.errors).filter(
                      ([k]) => k === 'tag' || k === 'banner' || k.endsWith('.images'),
                    ),
                  ),
                  ...validateDraft(context),
                },
              })),
              'focusFirstInvalid',
            ],
          },
        ],
        'editor.close': [{ guard: 'isDirty', target: 'confirmingClose' }, { target: 'closed' }],
      },
    },
    confirmingClose: {
      tags: ['open', 'confirmingClose'],
      on: {
        'editor.close.confirm': { target: 'closed', actions: 'forgetDraft' },
        'editor.close.cancel': 'editing',
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'save',
        src: 'saveArticle',
        input: ({ context }) => ({
          mode: context.mode,
          id: context.articleId,
          body: toArticleInput(context),
          etag: context.etag,
        }),
        onDone: {
          target: 'saved',
          actions: [
            'forgetDraft',
            {
              type: 'notifySaved',
              params: ({ context, event }) => ({
                mode: context.mode,
                article: event.output.article,
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: assign({
              conflict: ({ event }) => (event.error as ArticleChangedError).current,
            }),
          },
          {
            guard: and(['canQueue', ({ event }) => isNetworkFailure(event.error)]),
            target: 'queueing',
          },
          {
            // The server's reason goes beside the field it names; everything typed stays.
            target: 'editing',
            actions: [
              assign(({ context, event }) => ({ errors: withRefusal(context, event.error) })),
              { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
              'focusFirstInvalid',
            ],
          },
        ],
      },
    },
    // Offline: the save waits on this device with its If-Match and the whole draft.
    queueing: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'queueSave',
        input: ({ context }) => ({
          save: {
            mode: context.mode,
            id: context.articleId,
            body: toArticleInput(context),
            etag: context.etag,
          },
          draft: pickDraft(context),
        }),
        onDone: { target: 'queued', actions: 'notifyQueued' },
        onError: { target: 'editing', actions: 'notifyQueueFailed' },
      },
    },
    // The draft stays as typed in every state below; the editor stays open behind the dialog.
    conflict: {
      tags: ['open', 'conflict'],
      initial: 'choosing',
      on: {
        // Overwrite deliberately: the same draft, with the version that was refused against.
        'editor.conflict.keepMine': {
          target: 'saving',
          actions: assign({ etag: ({ context }) => context.conflict?.etag ?? context.etag }),
        },
        'editor.conflict.back': 'editing',
      },
      states: {
        choosing: {
          on: {
            'editor.conflict.compare': 'comparing',
            'editor.conflict.copy': 'copying',
          },
        },
        comparing: {
          tags: ['comparing'],
          on: {
            'editor.conflict.compare': 'choosing',
            'editor.conflict.copy': 'copying',
          },
        },
        copying: {
          tags: ['copying'],
          invoke: {
            src: 'copyText',
            input: ({ context }) => ({ text: draftAsText(context) }),
            onDone: { target: '#articleEditor.editing', actions: 'notifyCopied' },
            onError: { target: 'choosing', actions: 'notifyCopyFailed' },
          },
        },
      },
    },
    saved: { type: 'final', entry: 'closeEditor' },
    queued: { type: 'final', entry: 'closeEditor' },
    closed: { type: 'final', entry: 'closeEditor' },
  },
});
