import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getArticle } from '../../api/articles';
import type { Article } from '../../../common/api/types';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { Spinner } from '../../components/Spinner/Spinner';
import { PageMessage } from '../../components/StatePanel/StatePanel';
import { ArticleView } from '../articles';
import { parseArticleId } from '../../../common/ids';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 52rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  p {
    margin: 0;
    font-weight: 600;
  }
  a {
    font-weight: 700;
  }
`;

type Load = { status: 'loading' } | { status: 'ready'; article: Article } | { status: 'failed' };

/** /admin/artikel/:id: the article exactly as the public detail page renders it (ArticleView). */
export function ArticlePreviewPage() {
  const { id } = useParams();
  const numericId = parseArticleId(id) ?? 0;
  const valid = numericId > 0;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [seen, setSeen] = useState(id);
  if (seen !== id) {
    setSeen(id);
    setLoad({ status: 'loading' });
  }

  useEffect(() => {
    if (!valid) return;
    let live = true;
    getArticle(numericId).then(
      (article) => live && setLoad({ status: 'ready', article }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [numericId, valid]);

  const state: Load = valid ? load : { status: 'failed' };
  return (
    <main>
      <title>{`${state.status === 'ready' ? state.article.title : 'Pratinjau artikel'} | Admin ${BRAND.name}`}</title>
      <meta name="description" content="Pratinjau artikel seperti yang dilihat pembaca." />
      <Bar>
        <p>Pratinjau: tampilan ini sama dengan halaman artikel publik.</p>
        <Link to={ROUTES.adminArticles}>← Kembali ke daftar artikel</Link>
      </Bar>
      {state.status === 'loading' && (
        <PageMessage $gap={3}>
          <Spinner label="Memuat artikel..." />
        </PageMessage>
      )}
      {state.status === 'failed' && (
        <PageMessage $gap={3}>
          <h1>Artikel tidak ditemukan atau gagal dimuat.</h1>
          <Link to={ROUTES.adminArticles}>Kembali ke daftar artikel</Link>
        </PageMessage>
      )}
      {state.status === 'ready' && <ArticleView article={state.article} />}
    </main>
  );
}
