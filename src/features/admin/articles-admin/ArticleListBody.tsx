import type { ArticleListItem } from '../../../../common/api/types';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { Button } from '../../../components/Button/Button';
import { Spinner } from '../../../components/Spinner/Spinner';
import { StatePanel } from '../../../components/StatePanel/StatePanel';
import { ArticleRow } from './ArticleRow';
import { List } from './ArticlesAdminPage.styles';

/**
 * The list, or what stands in its place: loading (first load, no search), a failure with
 * "Coba lagi", no articles yet, or nothing matching the search.
 */
export function ArticleListBody({
  articles,
  query,
  loading,
  failed,
  opening,
  onReload,
  onEdit,
  onDelete,
}: {
  articles: ArticleListItem[];
  /** The search as typed. */
  query: string;
  loading: boolean;
  failed: boolean;
  /** The article whose editor is loading, if any. */
  opening: number | null;
  onReload: () => void;
  onEdit: (article: ArticleListItem) => void;
  onDelete: (article: ArticleListItem) => void;
}) {
  const searched = query.trim();
  if (loading && articles.length === 0 && !searched) {
    return (
      <StatePanel aria-busy="true">
        <Spinner label="Memuat artikel..." />
        <p>Memuat artikel...</p>
      </StatePanel>
    );
  }
  if (failed && articles.length === 0) {
    return (
      <StatePanel>
        <p>{MEMBER_STRINGS.articles.loadError}</p>
        <Button $variant="secondary" onClick={onReload}>
          Coba lagi
        </Button>
      </StatePanel>
    );
  }
  if (articles.length === 0) {
    if (loading) return null;
    return (
      <StatePanel>
        {searched ? (
          <p>Tidak ada artikel yang cocok dengan “{searched}”.</p>
        ) : (
          <p>Belum ada artikel. Tulis artikel pertama Anda.</p>
        )}
      </StatePanel>
    );
  }
  return (
    <List aria-label="Daftar artikel" aria-busy={loading}>
      {articles.map((a) => (
        <ArticleRow
          key={a.id}
          article={a}
          opening={opening === a.id}
          onEdit={() => onEdit(a)}
          onDelete={() => onDelete(a)}
        />
      ))}
    </List>
  );
}
