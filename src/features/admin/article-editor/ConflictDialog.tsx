import { useId } from 'react';
import type { Article } from '../../../../common/api/types';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { CONFLICT_STRINGS as S, comparisonRows } from './article-conflict';
import type { ArticleDraft } from './article-form';
import {
  Cell,
  CompareGrid,
  CompareHead,
  ConflictActions,
  Differs,
  KeepNote,
} from './ConflictDialog.styles';
import type { EditorSend } from './use-article-editor';

export interface ConflictDialogProps {
  open: boolean;
  /** The article as the other admin saved it. */
  theirs: Article | null;
  /** The draft as typed here, unsaved. */
  mine: ArticleDraft;
  comparing: boolean;
  copying: boolean;
  send: EditorSend;
}

/**
 * "Artikel sudah diubah": a save was refused because someone else saved the article meanwhile.
 * See their version beside mine, keep mine (save over theirs), or copy my text; Escape and
 * "Kembali ke editor" go back to the draft. Nothing typed is lost on any path.
 */
export function ConflictDialog({
  open,
  theirs,
  mine,
  comparing,
  copying,
  send,
}: ConflictDialogProps) {
  const compareId = useId();
  const rows = comparing && theirs ? comparisonRows(theirs, mine) : [];
  return (
    <Dialog
      open={open}
      onClose={() => send({ type: 'editor.conflict.back' })}
      title={S.title}
      description={S.description}
      size={comparing ? 'lg' : 'md'}
      alert
      hideClose
    >
      <ConflictActions>
        <Button
          $variant="secondary"
          aria-expanded={comparing}
          aria-controls={compareId}
          onClick={() => send({ type: 'editor.conflict.compare' })}
        >
          {comparing ? S.hideTheirs : S.showTheirs}
        </Button>
        <Button
          $variant="secondary"
          aria-disabled={copying || undefined}
          onClick={() => !copying && send({ type: 'editor.conflict.copy' })}
        >
          {copying ? S.copying : S.copyMine}
        </Button>
        <Button $variant="danger" onClick={() => send({ type: 'editor.conflict.keepMine' })}>
          {S.keepMine}
        </Button>
        <Button $variant="ghost" onClick={() => send({ type: 'editor.conflict.back' })}>
          {S.back}
        </Button>
      </ConflictActions>
      <KeepNote>{S.keepMineNote}</KeepNote>
      <section id={compareId} aria-label={S.comparison} hidden={!comparing}>
        {comparing && (
          <CompareGrid role="table" aria-label={S.comparison}>
            <div role="row">
              <CompareHead role="columnheader">Bagian</CompareHead>
              <CompareHead role="columnheader">{S.theirsHeading}</CompareHead>
              <CompareHead role="columnheader">{S.mineHeading}</CompareHead>
            </div>
            {rows.map((r) => (
              <div role="row" key={r.label}>
                <Cell role="rowheader" $label>
                  {r.label}
                  {r.differs && <Differs>{S.differs}</Differs>}
                </Cell>
                <Cell role="cell" data-label={S.theirsHeading}>
                  {r.theirs || '–'}
                </Cell>
                <Cell role="cell" data-label={S.mineHeading} $mine>
                  {r.mine || '–'}
                </Cell>
              </div>
            ))}
          </CompareGrid>
        )}
      </section>
    </Dialog>
  );
}
