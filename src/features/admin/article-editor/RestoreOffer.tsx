import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { OFFLINE_EDIT_STRINGS as S } from '../offline-edits/offline-edit-strings';
import { Button } from '../../../components/Button/Button';
import type { KeptDraft } from './article-editor.types';
import type { EditorSend } from './use-article-editor';

const Offer = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** When the draft was kept, the Indonesian way: "26 November 2026 pukul 10.40". */
export const keptAt = (ms: number) =>
  new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' }).format(ms);

/**
 * "Ada draf yang belum disimpan": a draft kept on this device differs from the article. Restore
 * it or discard it; the form waits meanwhile. Focus starts on "Pulihkan draf".
 */
export function RestoreOffer({ kept, send }: { kept: KeptDraft; send: EditorSend }) {
  const titleId = useId();
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After the dialog has opened and placed its own first focus.
    const t = setTimeout(() => restore.current?.focus());
    return () => clearTimeout(t);
  }, []);
  return (
    <Offer aria-labelledby={titleId} role="region">
      <h3 id={titleId}>{S.restoreTitle}</h3>
      <p>{S.restoreDescription(keptAt(kept.savedAt))}</p>
      <Actions>
        <Button ref={restore} onClick={() => send({ type: 'editor.draft.restore' })}>
          {S.restore}
        </Button>
        <Button $variant="secondary" onClick={() => send({ type: 'editor.draft.discard' })}>
          {S.discard}
        </Button>
      </Actions>
    </Offer>
  );
}
