import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Field } from '../../../components/Field/Field';
import { MAX_LENGTH } from '../../../../common/api/limits';
import type { DraftField, KeptDraft } from './article-editor.machine';
import { tidyDate } from './article-date';
import { useOfflineEdits } from '../offline-edits/context';
import { draftKey } from '../offline-edits/editor-store';
import { BannerGroup } from './BannerGroup';
import { ConflictDialog } from './ConflictDialog';
import { DiscardDialog } from './DiscardDialog';
import { RestoreOffer } from './RestoreOffer';
import { SectionGroup } from './SectionGroup';
import { TagGroup } from './TagGroup';
import { OFFLINE_EDIT_STRINGS } from '../offline-edits/offline-edit-strings';
import { Fields, Footer, Form, QueueNote, Row } from './ArticleEditor.styles';
import { useArticleEditor, type ArticleEditorOptions } from './use-article-editor';

export type ArticleEditorProps = ArticleEditorOptions;

/** How long the editor waits for the device's draft before opening without it. */
const DRAFT_LOOKUP_MS = 1000;

/**
 * The article editor modal: new and edit modes, a required title, tags, image files and
 * sections; a save refused because someone else saved meanwhile opens the conflict dialog.
 * In the admin area it first looks for a draft of the article kept on this device (a few
 * milliseconds, a second at most), so that it opens with the offer to restore it.
 */
export function ArticleEditor(props: ArticleEditorProps) {
  const store = useOfflineEdits()?.store ?? null;
  const given = props.kept !== undefined;
  const [kept, setKept] = useState<KeptDraft | null | undefined>(
    given || !store ? (props.kept ?? null) : undefined,
  );
  const id = props.mode === 'edit' ? (props.article?.id ?? null) : null;
  useEffect(() => {
    if (kept !== undefined || !store) return;
    let live = true;
    // A database that does not answer (blocked by another tab) never holds the editor back.
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, DRAFT_LOOKUP_MS));
    Promise.race([store.getDraft(draftKey(id)), late]).then(
      (found) => live && setKept(found ?? null),
      () => live && setKept(null),
    );
    return () => {
      live = false;
    };
  }, [kept, store, id]);
  if (kept === undefined) return null;
  return <EditorModal {...props} kept={kept} />;
}

function EditorModal(props: ArticleEditorProps) {
  const { mode } = props;
  const { state, send, base, done } = useArticleEditor(props);
  // The editor opens first, so that a conflict it opens on stacks above it, with the focus.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShown(true));
    return () => clearTimeout(t);
  }, []);
  const c = state.context;
  const busy = state.hasTag('busy');
  const offering = state.hasTag('offeringDraft');
  const offline = useOfflineEdits();
  const key = draftKey(c.articleId);
  const note = !offline
    ? ''
    : !offline.online
      ? OFFLINE_EDIT_STRINGS.editorOffline
      : c.articleId !== null && offline.queue.some((s) => s.key === key)
        ? OFFLINE_EDIT_STRINGS.editorQueued
        : '';
  const err = c.errors;
  const change = (field: DraftField) => (e: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'editor.change', field, value: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'editor.submit' });
  };

  return (
    <>
      {/* The confirmation comes first so that, when both close together, focus returns to the editor's opener. */}
      <DiscardDialog open={state.hasTag('confirmingClose')} send={send} />
      <ConflictDialog
        open={shown && state.hasTag('conflict')}
        theirs={c.conflict?.article ?? null}
        mine={c}
        comparing={state.hasTag('comparing')}
        copying={state.hasTag('copying')}
        send={send}
      />
      <Dialog
        open={!done}
        onClose={() => send({ type: 'editor.close' })}
        title={mode === 'edit' ? 'Edit artikel' : 'Tulis artikel'}
        size="lg"
      >
        {offering && c.restorable && <RestoreOffer kept={c.restorable} send={send} />}
        <Form id={`${base}-form`} onSubmit={submit} noValidate aria-busy={busy}>
          <Fields disabled={busy || offering}>
            <Field
              label="Judul"
              name="title"
              required
              value={c.title}
              onChange={change('title')}
              error={err.title}
              maxLength={MAX_LENGTH.ArticleInput.title}
              limit={MAX_LENGTH.ArticleInput.title}
            />
            <Row>
              <Field
                label="Penulis (opsional)"
                name="author"
                value={c.author}
                onChange={change('author')}
                error={err.author}
                maxLength={MAX_LENGTH.ArticleInput.author}
                limit={MAX_LENGTH.ArticleInput.author}
              />
              <Field
                label="Tanggal (opsional)"
                name="date"
                inputMode="numeric"
                autoComplete="off"
                placeholder="hh/bb/tttt"
                hint="Hari, bulan, tahun: 28/11/2026"
                value={c.date}
                onChange={change('date')}
                onBlur={(e) => {
                  const tidy = tidyDate(e.target.value);
                  if (tidy !== e.target.value)
                    send({ type: 'editor.change', field: 'date', value: tidy });
                }}
                error={err.date}
                maxLength={10}
              />
              <Field
                label="Kategori (opsional)"
                name="category"
                value={c.category}
                onChange={change('category')}
                error={err.category}
                maxLength={MAX_LENGTH.ArticleInput.category}
                limit={MAX_LENGTH.ArticleInput.category}
              />
            </Row>
            <BannerGroup id={`${base}-banner`} banner={c.banner} error={err.banner} send={send} />
            <TagGroup
              id={`${base}-tag`}
              tags={c.tags}
              draft={c.tagDraft}
              error={err.tag}
              send={send}
            />
            {c.sections.map((s, i) => (
              <SectionGroup
                key={s.key}
                id={`${base}-s${s.key}`}
                section={s}
                index={i}
                count={c.sections.length}
                errors={err}
                send={send}
              />
            ))}
            <div>
              <Button $variant="secondary" onClick={() => send({ type: 'editor.section.add' })}>
                + Tambah bagian
              </Button>
            </div>
          </Fields>
          <Footer>
            <QueueNote role="status">{note}</QueueNote>
            <Button $variant="ghost" disabled={busy} onClick={() => send({ type: 'editor.close' })}>
              Batal
            </Button>
            {/* aria-disabled rather than disabled while saving: the button keeps keyboard focus (the machine ignores a second submit). */}
            <Button type="submit" aria-disabled={busy || offering || undefined}>
              {busy
                ? MEMBER_STRINGS.articles.saving
                : mode === 'edit'
                  ? 'Simpan perubahan'
                  : 'Simpan artikel'}
            </Button>
          </Footer>
        </Form>
      </Dialog>
    </>
  );
}
