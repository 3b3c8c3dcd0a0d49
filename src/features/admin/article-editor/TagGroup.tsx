import { Button } from '../../../components/Button/Button';
import { CharCount } from '../../../components/Field/CharCount';
import { MAX_LENGTH } from '../../../../common/api/limits';
import { FieldError } from './FieldError';
import { Group, Inline, Label, TagList, TextInput } from './ArticleEditor.styles';
import type { EditorSend } from './use-article-editor';

/** The tags: each removable, and a new one added with Enter or "Tambah tag". */
export function TagGroup({
  id,
  tags,
  draft,
  error,
  send,
}: {
  /** The new tag input's id (and the prefix of its error's). */
  id: string;
  tags: string[];
  /** The new tag as typed. */
  draft: string;
  error: string | undefined;
  send: EditorSend;
}) {
  return (
    <Group>
      <legend>Tag</legend>
      {tags.length > 0 && (
        <TagList aria-label="Tag artikel">
          {tags.map((t) => (
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
      <Label htmlFor={id}>Tag baru</Label>
      <Inline>
        <TextInput
          id={id}
          value={draft}
          maxLength={MAX_LENGTH.ArticleInput['tags[]']}
          onChange={(e) => send({ type: 'editor.tagDraft', value: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              send({ type: 'editor.tag.add' });
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', `${id}-count`].join(' ').trim()}
        />
        <Button $variant="secondary" onClick={() => send({ type: 'editor.tag.add' })}>
          Tambah tag
        </Button>
      </Inline>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <CharCount
        id={`${id}-count`}
        length={draft.length}
        limit={MAX_LENGTH.ArticleInput['tags[]']}
      />
    </Group>
  );
}
