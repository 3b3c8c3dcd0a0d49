import type { ArticleListItem } from '../../../../common/api/types';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { ConfirmActions } from './ArticlesAdminPage.styles';

/** "Hapus artikel ini?": names the article; cannot be dismissed while the delete runs. */
export function DeleteDialog({
  open,
  article,
  deleting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  article: ArticleListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !deleting && onCancel()}
      title={MEMBER_STRINGS.articles.confirmDelete}
      description={
        article
          ? `“${article.title}” akan dihapus permanen dan tidak dapat dikembalikan.`
          : undefined
      }
      size="sm"
      alert
      hideClose
    >
      <ConfirmActions>
        <Button $variant="secondary" disabled={deleting} onClick={onCancel}>
          Batal
        </Button>
        <Button $variant="danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Menghapus...' : 'Hapus'}
        </Button>
      </ConfirmActions>
    </Dialog>
  );
}
