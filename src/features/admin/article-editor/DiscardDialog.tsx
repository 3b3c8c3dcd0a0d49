import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { ConfirmActions } from './ArticleEditor.styles';
import type { EditorSend } from './use-article-editor';

/** "Buang perubahan?": asked when the editor closes with unsaved edits. */
export function DiscardDialog({ open, send }: { open: boolean; send: EditorSend }) {
  return (
    <Dialog
      open={open}
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
  );
}
