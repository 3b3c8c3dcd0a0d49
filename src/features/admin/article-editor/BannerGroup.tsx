import type { ImageValue } from './article-form';
import { FieldError } from './FieldError';
import { ImageList } from './ImageList';
import { FileInput, Group, Hint, Label } from './ArticleEditor.styles';
import { IMAGE_ACCEPT, pickImages, type EditorSend } from './use-article-editor';

/** The banner: the chosen image (removable) and a file input to pick or replace it. */
export function BannerGroup({
  id,
  banner,
  error,
  send,
}: {
  /** Prefix of the group's element ids. */
  id: string;
  banner: ImageValue | null;
  error: string | undefined;
  send: EditorSend;
}) {
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Group>
      <legend>Banner</legend>
      {banner && (
        <ImageList
          images={[banner]}
          label="Banner"
          onRemove={() =>
            send({ type: 'editor.image.remove', target: { kind: 'banner' }, index: 0 })
          }
        />
      )}
      <Label htmlFor={id}>{banner ? 'Ganti gambar banner' : 'Pilih gambar banner'}</Label>
      <FileInput
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={pickImages(send, { kind: 'banner' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Hint id={`${id}-hint`}>PNG, JPEG, GIF, WebP atau SVG, maksimal 1,5 MB.</Hint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Group>
  );
}
