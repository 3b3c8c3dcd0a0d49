import { Link } from 'react-router-dom';
import type { ArticleListItem } from '../../../../common/api/types';
import { isImageRef } from '../../../../common/image-ref';
import { ROUTES } from '../../../config/routes';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { formatDateID } from '../../../lib/format';
import { Actions, Item, Meta } from './ArticlesAdminPage.styles';

const thumb = (banner: string | null) =>
  banner && isImageRef(banner) ? banner : '/images/articles/banner-default.svg';

/** One article of the list: thumbnail, title, category, author, date; preview, edit, delete. */
export function ArticleRow({
  article: a,
  opening,
  onEdit,
  onDelete,
}: {
  article: ArticleListItem;
  /** Its editor is loading. */
  opening: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Item aria-labelledby={`article-${a.id}`}>
      <img src={thumb(a.banner)} alt="" width={112} height={59} loading="lazy" />
      <div>
        <h2 id={`article-${a.id}`}>{a.title}</h2>
        <Meta>
          {a.category && <Badge>{a.category}</Badge>}
          {a.author && <span>{a.author}</span>}
          <span>
            {a.date ? <time dateTime={a.date}>{formatDateID(a.date)}</time> : 'Tanpa tanggal'}
          </span>
        </Meta>
      </div>
      <Actions>
        <Link to={ROUTES.adminArticle(a.id)} aria-label={`Pratinjau ${a.title}`}>
          Pratinjau
        </Link>
        <Button
          $variant="secondary"
          $size="sm"
          aria-label={`Edit ${a.title}`}
          aria-busy={opening || undefined}
          onClick={onEdit}
        >
          {opening ? 'Memuat...' : 'Edit'}
        </Button>
        <Button $variant="ghost" $size="sm" aria-label={`Hapus ${a.title}`} onClick={onDelete}>
          Hapus
        </Button>
      </Actions>
    </Item>
  );
}
