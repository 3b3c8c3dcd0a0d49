import type { Article } from '../../../../common/api/types';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { CONFLICT_STRINGS as S } from '../article-editor/article-conflict';
import { ConfirmActions } from './ArticlesAdminPage.styles';

/**
 * A delete refused because someone changed the article after the list was loaded (412):
 * nothing was deleted; it names the article as it is now and offers to load it again.
 */
export function DeleteRefusedDialog({
  open,
  article,
  onCancel,
  onReload,
}: {
  open: boolean;
  article: Article | null;
  onCancel: () => void;
  onReload: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={S.deleteTitle}
      description={article ? S.deleteDescription(article.title) : undefined}
      size="sm"
      alert
      hideClose
    >
      <ConfirmActions>
        <Button $variant="secondary" onClick={onCancel}>
          {S.cancel}
        </Button>
        <Button onClick={onReload}>{S.reload}</Button>
      </ConfirmActions>
    </Dialog>
  );
}
