import { Button } from '../../../components/Button/Button';
import { Pager } from './ArticlesAdminPage.styles';

/** "← Sebelumnya", "Halaman N dari M", "Berikutnya →". `page` counts from 0. */
export function ArticlesPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pager aria-label="Halaman daftar artikel">
      <Button
        $variant="secondary"
        $size="sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        ← Sebelumnya
      </Button>
      <p aria-current="page">
        Halaman {page + 1} dari {pages}
      </p>
      <Button
        $variant="secondary"
        $size="sm"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        Berikutnya →
      </Button>
    </Pager>
  );
}
