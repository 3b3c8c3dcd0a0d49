import type { ChangeEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { CharCount } from '../../../components/Field/CharCount';
import { Field } from '../../../components/Field/Field';
import { MAX_LENGTH } from '../../../../common/api/limits';
import type { SectionField } from './article-editor.machine';
import type { DraftErrors, SectionDraft } from './article-form';
import { FieldError } from './FieldError';
import { ImageList } from './ImageList';
import { VideoPreview } from './VideoPreview';
import { FileInput, Group, Label, SectionHead, TextArea } from './ArticleEditor.styles';
import { IMAGE_ACCEPT, pickImages, type EditorSend } from './use-article-editor';

/** One section of the article: move, remove, subtitle, text, a YouTube link and images. */
export function SectionGroup({
  id,
  section: s,
  index,
  count,
  errors,
  send,
}: {
  /** Prefix of the section's element ids. */
  id: string;
  section: SectionDraft;
  /** Its place among the sections, from 0. */
  index: number;
  /** How many sections there are. */
  count: number;
  errors: DraftErrors;
  send: EditorSend;
}) {
  const n = index + 1;
  const ytError = errors[`section.${s.key}.youtube`];
  const imgError = errors[`section.${s.key}.images`];
  const subtitleError = errors[`section.${s.key}.subtitle`];
  const contentError = errors[`section.${s.key}.content`];
  const limits = MAX_LENGTH.SectionInput;
  const change =
    (field: SectionField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      send({ type: 'editor.section.change', key: s.key, field, value: e.target.value });
  return (
    <Group aria-label={`Bagian ${n}`}>
      <legend>Bagian {n}</legend>
      <SectionHead>
        <Button
          $variant="ghost"
          $size="sm"
          disabled={index === 0}
          aria-label={`Pindahkan bagian ${n} ke atas`}
          onClick={() => send({ type: 'editor.section.move', key: s.key, offset: -1 })}
        >
          ↑ Naik
        </Button>
        <Button
          $variant="ghost"
          $size="sm"
          disabled={index === count - 1}
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
        onChange={change('subtitle')}
        error={subtitleError}
        maxLength={limits.subtitle}
        limit={limits.subtitle}
      />
      <Label htmlFor={`${id}-content`}>Isi bagian {n}</Label>
      {/* No maxLength: an article stored before the limit opens whole, its counter over it. */}
      <TextArea
        id={`${id}-content`}
        value={s.content}
        onChange={change('content')}
        aria-invalid={contentError ? true : undefined}
        aria-describedby={[contentError ? `${id}-content-error` : '', `${id}-content-count`]
          .join(' ')
          .trim()}
      />
      {contentError && <FieldError id={`${id}-content-error`}>{contentError}</FieldError>}
      <CharCount id={`${id}-content-count`} length={s.content.length} limit={limits.content} />
      <Field
        label={`Tautan YouTube bagian ${n} (opsional)`}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={s.youtube}
        onChange={change('youtube')}
        error={ytError}
        maxLength={limits.youtube}
        limit={limits.youtube}
      />
      <VideoPreview link={s.youtube} title={s.subtitle || `Bagian ${n}`} />
      <ImageList
        images={s.images}
        label={`Gambar bagian ${n}`}
        onRemove={(i) =>
          send({ type: 'editor.image.remove', target: { kind: 'section', key: s.key }, index: i })
        }
      />
      <Label htmlFor={`${id}-images`}>Tambah gambar bagian {n}</Label>
      <FileInput
        id={`${id}-images`}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        onChange={pickImages(send, { kind: 'section', key: s.key })}
        aria-invalid={imgError ? true : undefined}
        aria-describedby={imgError ? `${id}-images-error` : undefined}
      />
      {imgError && <FieldError id={`${id}-images-error`}>{imgError}</FieldError>}
    </Group>
  );
}
