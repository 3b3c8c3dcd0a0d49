import { useParams } from 'react-router-dom';
import { ROUTES } from '../../../config/routes';
import { parseArticleId } from '../../../../common/ids';
import { ArticleDetail } from '../ArticleDetail';
import { FreeKickList } from './FreeKickList';

/** `/freekick` and `/freekick/:id`: a numeric id is an article; any other slug (trainingtools, academy, others) shows the list. */
export function FreeKickPage() {
  const { id } = useParams();
  const articleId = parseArticleId(id);
  if (articleId !== null) {
    return (
      <ArticleDetail
        key={articleId}
        id={articleId}
        backTo={ROUTES.freekick}
        backLabel="Free Kick"
        notFoundMessage="Artikel tidak ditemukan atau gagal dimuat."
      />
    );
  }
  return <FreeKickList />;
}
