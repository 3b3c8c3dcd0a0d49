import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { createArticle, updateArticle } from '../../api/articles';
import type { Article } from '../../../common/api/types';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Field } from '../../components/Field/Field';
import { useToast } from '../../components/Toast/Toast';
import { media } from '../../theme/tokens';
import {
  articleEditorMachine,
  type DraftField,
  type EditorMode,
  type PickedFile,
  type SectionField,
} from './article-editor.machine';
import { FORM_MESSAGES, IMAGE_TYPES, type ImageTarget, type ImageValue } from './article-form';
import { youtubeId } from '../../../common/video-link';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: 700;
  }
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const TextArea = styled.textarea`
  min-height: 7rem;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  resize: vertical;
`;
const FileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::file-selector-button {
    margin-right: 0.75rem;
    min-height: 2.25rem;
    padding: 0 0.875rem;
    border: 1.5px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    cursor: pointer;
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  > input {
    flex: 1 1 12rem;
  }
`;
const TextInput = styled.input`
  min-height: 2.75rem;
  padding: 0 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
const TagList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding-left: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  button {
    width: 2rem;
    height: 2rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    font-size: 1.1rem;
    &:hover {
      background: ${({ theme }) => theme.color.border};
    }
  }
`;
const Images = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  img {
    width: 4rem;
    height: 2.5rem;
    object-fit: cover;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  code {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;
const VideoBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 -1.5rem -1.5rem;
  padding: ${({ theme }) => theme.space[4]} 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const ACCEPT = IMAGE_TYPES.join(',');

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return <ErrorText id={id}>{children}</ErrorText>;
}

function ImageList({
  images,
  label,
  onRemove,
}: {
  images: ImageValue[];
  label: string;
  onRemove: (index: number) => void;
}) {
  if (images.length === 0) return null;
  return (
    <Images aria-label={label}>
      {images.map((img, i) => (
        <li key={`${img.name}-${i}`}>
          <img src={img.src} alt="" width={64} height={40} />
          <code>{img.name}</code>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={() => onRemove(i)}
            aria-label={`Hapus gambar ${img.name}`}
          >
            Hapus
          </Button>
        </li>
      ))}
    </Images>
  );
}

function VideoPreview({ link, title }: { link: string; title: string }) {
  const id = youtubeId(link);
  const [playing, setPlaying] = useState(false);
  if (!id) return null;
  return (
    <VideoBox>
      <Hint>Video YouTube terdeteksi: {id}</Hint>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
          title={`Pratinjau video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div>
          <Button $variant="secondary" $size="sm" onClick={() => setPlaying(true)}>
            ▶ Putar pratinjau
          </Button>
        </div>
      )}
    </VideoBox>
  );
}

export interface ArticleEditorProps {
  mode: EditorMode;
  article?: Article | null;
  /** After a successful save (the list reloads). */
  onSaved: () => void;
  /** After the modal has closed (saved or dismissed). */
  onClosed: () => void;
}

/** The article editor modal: new and edit modes, a required title, tags, image files and sections. */
export function ArticleEditor({ mode, article, onSaved, onClosed }: ArticleEditorProps) {
  const { toast } = useToast();
  const base = useId();
  const [state, send] = useMachine(
    articleEditorMachine.provide({
      actors: {
        saveArticle: fromPromise(({ input }) =>
          input.mode === 'edit' && input.id !== null
            ? updateArticle(input.id, input.body)
            : createArticle(input.body),
        ),
        readImage: fromCallback<AnyEventObject, { target: ImageTarget; file: PickedFile }>(
          ({ sendBack, input }) => {
            const reader = new FileReader();
            reader.onload = () => {
              const src = typeof reader.result === 'string' ? reader.result : '';
              if (src.startsWith('data:image/'))
                sendBack({
                  type: 'editor.image.loaded',
                  target: input.target,
                  image: { src, name: input.file.name },
                });
              else
                sendBack({
                  type: 'editor.image.failed',
                  target: input.target,
                  message: FORM_MESSAGES.imageUnreadable,
                });
            };
            reader.onerror = () =>
              sendBack({
                type: 'editor.image.failed',
                target: input.target,
                message: FORM_MESSAGES.imageUnreadable,
              });
            reader.readAsDataURL(input.file as unknown as Blob);
            return () => reader.abort();
          },
        ),
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
    { input: { mode, article: article ?? null } },
  );
  const done = state.status === 'done';
  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);

  const c = state.context;
  const busy = state.hasTag('busy');
  const err = c.errors;
  const change = (field: DraftField) => (e: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'editor.change', field, value: e.target.value });
  const sectionChange =
    (key: number, field: SectionField) =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      send({ type: 'editor.section.change', key, field, value: e.target.value });
  const pick = (target: ImageTarget) => (e: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(e.target.files ?? []))
      send({ type: 'editor.image.pick', target, file });
    e.target.value = '';
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'editor.submit' });
  };
  const title = mode === 'edit' ? 'Edit artikel' : 'Tulis artikel';
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <>
      {/* The confirmation comes first so that, when both close together, focus returns to the editor's opener. */}
      <Dialog
        open={state.hasTag('confirmingClose')}
        onClose={() => send({ type: 'editor.close.cancel' })}
        title="Buang perubahan?"
        description="Perubahan yang belum disimpan akan hilang."
        size="sm"
        alert
        hideClose
      >
        <ConfirmActions>
          <Button $variant="secondary" onClick={() => send({ type: 'editor.close.cancel' })}>
            Lanjut mengedit
          </Button>
          <Button $variant="danger" onClick={() => send({ type: 'editor.close.confirm' })}>
            Buang perubahan
          </Button>
        </ConfirmActions>
      </Dialog>
      <Dialog open={!done} onClose={() => send({ type: 'editor.close' })} title={title} size="lg">
        <Form id={`${base}-form`} onSubmit={submit} noValidate aria-busy={busy}>
          <fieldset
            disabled={busy}
            style={{
              border: 0,
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: '1.25rem',
              minWidth: 0,
            }}
          >
            <Field
              label="Judul"
              name="title"
              required
              value={c.title}
              onChange={change('title')}
              error={err.title}
              maxLength={300}
            />
            <Row>
              <Field
                label="Penulis (opsional)"
                name="author"
                value={c.author}
                onChange={change('author')}
                maxLength={120}
              />
              <Field
                label="Tanggal (opsional)"
                name="date"
                type="date"
                value={c.date}
                onChange={change('date')}
              />
              <Field
                label="Kategori (opsional)"
                name="category"
                value={c.category}
                onChange={change('category')}
                maxLength={120}
              />
            </Row>

            <Group>
              <legend>Banner</legend>
              {c.banner && (
                <ImageList
                  images={[c.banner]}
                  label="Banner"
                  onRemove={() =>
                    send({ type: 'editor.image.remove', target: { kind: 'banner' }, index: 0 })
                  }
                />
              )}
              <Label htmlFor={`${base}-banner`}>
                {c.banner ? 'Ganti gambar banner' : 'Pilih gambar banner'}
              </Label>
              <FileInput
                id={`${base}-banner`}
                type="file"
                accept={ACCEPT}
                onChange={pick({ kind: 'banner' })}
                aria-invalid={err.banner ? true : undefined}
                aria-describedby={describedBy(
                  `${base}-banner-hint`,
                  Boolean(err.banner) && `${base}-banner-error`,
                )}
              />
              <Hint id={`${base}-banner-hint`}>
                PNG, JPEG, GIF, WebP atau SVG, maksimal 1,5 MB.
              </Hint>
              {err.banner && <FieldError id={`${base}-banner-error`}>{err.banner}</FieldError>}
            </Group>

            <Group>
              <legend>Tag</legend>
              {c.tags.length > 0 && (
                <TagList aria-label="Tag artikel">
                  {c.tags.map((t) => (
                    <li key={t}>
                      {t}
                      <button
                        type="button"
                        aria-label={`Hapus tag ${t}`}
                        onClick={() => send({ type: 'editor.tag.remove', name: t })}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </TagList>
              )}
              <Label htmlFor={`${base}-tag`}>Tag baru</Label>
              <Inline>
                <TextInput
                  id={`${base}-tag`}
                  value={c.tagDraft}
                  maxLength={60}
                  onChange={(e) => send({ type: 'editor.tagDraft', value: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      send({ type: 'editor.tag.add' });
                    }
                  }}
                  aria-invalid={err.tag ? true : undefined}
                  aria-describedby={err.tag ? `${base}-tag-error` : undefined}
                />
                <Button $variant="secondary" onClick={() => send({ type: 'editor.tag.add' })}>
                  Tambah tag
                </Button>
              </Inline>
              {err.tag && <FieldError id={`${base}-tag-error`}>{err.tag}</FieldError>}
            </Group>

            {c.sections.map((s, i) => {
              const n = i + 1;
              const ytError = err[`section.${s.key}.youtube`];
              const imgError = err[`section.${s.key}.images`];
              const id = `${base}-s${s.key}`;
              return (
                <Group key={s.key} aria-label={`Bagian ${n}`}>
                  <legend>Bagian {n}</legend>
                  <SectionHead>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      disabled={i === 0}
                      aria-label={`Pindahkan bagian ${n} ke atas`}
                      onClick={() => send({ type: 'editor.section.move', key: s.key, offset: -1 })}
                    >
                      ↑ Naik
                    </Button>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      disabled={i === c.sections.length - 1}
                      aria-label={`Pindahkan bagian ${n} ke bawah`}
                      onClick={() => send({ type: 'editor.section.move', key: s.key, offset: 1 })}
                    >
                      ↓ Turun
                    </Button>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Hapus bagian ${n}`}
                      onClick={() => send({ type: 'editor.section.remove', key: s.key })}
                    >
                      Hapus bagian
                    </Button>
                  </SectionHead>
                  <Field
                    label={`Subjudul bagian ${n}`}
                    value={s.subtitle}
                    onChange={sectionChange(s.key, 'subtitle')}
                    maxLength={300}
                  />
                  <Label htmlFor={`${id}-content`}>Isi bagian {n}</Label>
                  <TextArea
                    id={`${id}-content`}
                    value={s.content}
                    onChange={sectionChange(s.key, 'content')}
                  />
                  <Field
                    label={`Tautan YouTube bagian ${n} (opsional)`}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.youtube.com/watch?v=..."
                    value={s.youtube}
                    onChange={sectionChange(s.key, 'youtube')}
                    error={ytError}
                    maxLength={300}
                  />
                  <VideoPreview link={s.youtube} title={s.subtitle || `Bagian ${n}`} />
                  <ImageList
                    images={s.images}
                    label={`Gambar bagian ${n}`}
                    onRemove={(index) =>
                      send({
                        type: 'editor.image.remove',
                        target: { kind: 'section', key: s.key },
                        index,
                      })
                    }
                  />
                  <Label htmlFor={`${id}-images`}>Tambah gambar bagian {n}</Label>
                  <FileInput
                    id={`${id}-images`}
                    type="file"
                    accept={ACCEPT}
                    multiple
                    onChange={pick({ kind: 'section', key: s.key })}
                    aria-invalid={imgError ? true : undefined}
                    aria-describedby={imgError ? `${id}-images-error` : undefined}
                  />
                  {imgError && <FieldError id={`${id}-images-error`}>{imgError}</FieldError>}
                </Group>
              );
            })}
            <div>
              <Button $variant="secondary" onClick={() => send({ type: 'editor.section.add' })}>
                + Tambah bagian
              </Button>
            </div>
          </fieldset>
          <Footer>
            <Button $variant="ghost" disabled={busy} onClick={() => send({ type: 'editor.close' })}>
              Batal
            </Button>
            {/* aria-disabled rather than disabled while saving: the button keeps keyboard focus (the machine ignores a second submit). */}
            <Button type="submit" aria-disabled={busy || undefined}>
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
