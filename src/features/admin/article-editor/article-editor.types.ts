/** The article editor machine's context, events and actor inputs. */
import type { Article, ArticleInput } from '../../../../common/api/types';
import type { VersionedArticle } from '../../../api/articles';
import type { ArticleDraft, DraftErrors, ImageTarget, ImageValue } from './article-form';

export type EditorMode = 'new' | 'edit';
export type DraftField = 'title' | 'author' | 'date' | 'category';
export type SectionField = 'subtitle' | 'content' | 'youtube';

/** What the machine needs of a picked file (a File in the browser). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface EditorContext extends ArticleDraft {
  mode: EditorMode;
  articleId: number | null;
  tagDraft: string;
  errors: DraftErrors;
  dirty: boolean;
  nextKey: number;
  /** The version the draft is based on (the ETag it was loaded or last saved at): sent in If-Match. */
  etag: string | null;
  /** The article as someone else saved it, when a save was refused because of it (412). */
  conflict: VersionedArticle | null;
  /** A draft kept on this device that differs from the article: offered until restored or discarded. */
  restorable: KeptDraft | null;
}

/** A draft kept on this device: the form as typed, and the version it started from. */
export interface KeptDraft {
  draft: ArticleDraft;
  /** The ETag of the article the draft started from (If-Match when it is saved). */
  etag: string | null;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

export type EditorEvent =
  | { type: 'editor.change'; field: DraftField; value: string }
  | { type: 'editor.tagDraft'; value: string }
  | { type: 'editor.tag.add' }
  | { type: 'editor.tag.remove'; name: string }
  | { type: 'editor.image.pick'; target: ImageTarget; file: PickedFile }
  | { type: 'editor.image.loaded'; target: ImageTarget; image: ImageValue }
  | { type: 'editor.image.failed'; target: ImageTarget; message: string }
  | { type: 'editor.image.remove'; target: ImageTarget; index: number }
  | { type: 'editor.section.add' }
  | { type: 'editor.section.remove'; key: number }
  | { type: 'editor.section.move'; key: number; offset: -1 | 1 }
  | { type: 'editor.section.change'; key: number; field: SectionField; value: string }
  | { type: 'editor.submit' }
  | { type: 'editor.close' }
  | { type: 'editor.close.confirm' }
  | { type: 'editor.close.cancel' }
  /** The conflict dialog: show or hide their version, overwrite it, copy my text, or go back. */
  | { type: 'editor.conflict.compare' }
  | { type: 'editor.conflict.keepMine' }
  | { type: 'editor.conflict.copy' }
  | { type: 'editor.conflict.back' }
  /** The offer of a draft kept on this device: restore it, or discard it. */
  | { type: 'editor.draft.restore' }
  | { type: 'editor.draft.discard' };

export interface EditorInput {
  mode: EditorMode;
  article?: Article | null;
  /** The ETag the article was loaded at. */
  etag?: string | null;
  /** A draft of this article kept on this device: offered when it differs from the article. */
  kept?: KeptDraft | null;
  /**
   * A queued save the server refused because someone else saved meanwhile: the editor opens on
   * the kept draft with the conflict dialog.
   */
  conflict?: VersionedArticle | null;
}

/** What a save made offline is queued with. */
export interface QueueInput {
  save: SaveInput;
  draft: ArticleDraft;
}

export interface SaveInput {
  mode: EditorMode;
  id: number | null;
  body: ArticleInput;
  /** If-Match: the version the draft is based on. */
  etag: string | null;
}
