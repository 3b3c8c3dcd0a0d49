import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deleteArticle, getArticle, listArticleSummaries } from '../../api/articles';
import type { Article, ArticleListItem } from '../../../common/api/types';
import { BRAND } from '../../config/brand';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Spinner } from '../../components/Spinner/Spinner';
import { useToast } from '../../components/Toast/Toast';
import { formatDateID } from '../../lib/format';
import { media } from '../../theme/tokens';
import { ArticleEditor } from './article-editor/ArticleEditor';
import { isImageRef } from '../../../common/image-ref';
import {
  articleListMachine,
  pageCount,
  pageWindow,
  type ArticleListRequest,
  type SortOrder,
} from './article-list.machine';
import type { EditorMode } from './article-editor.machine';
import { StatePanel } from '../../components/StatePanel/StatePanel';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 14rem;
    align-items: end;
  }
  label {
    display: block;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: 0.375rem;
  }
  select {
    appearance: none;
    padding-right: 2.5rem;
    background-image:
      linear-gradient(45deg, transparent 50%, currentColor 50%),
      linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position:
      calc(100% - 1.125rem) 50%,
      calc(100% - 0.75rem) 50%;
    background-size: 0.375rem 0.375rem;
    background-repeat: no-repeat;
  }
  input,
  select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background-color: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;
const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${media.md} {
    grid-template-columns: 7rem 1fr auto;
    align-items: center;
  }
  img {
    width: 100%;
    aspect-ratio: 1200 / 630;
    height: auto;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    padding: 0 0.75rem;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const thumb = (banner: string | null) =>
  banner && isImageRef(banner) ? banner : '/images/articles/banner-default.svg';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  p {
    margin: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * One page of the admin list: summaries from the server, newest or oldest first
 * (oldest first needs the total to find its page: a one-article request first).
 */
async function loadAdminPage(request: ArticleListRequest) {
  const q = request.query;
  if (request.sort === 'newest') {
    return listArticleSummaries({ q, ...pageWindow(0, request) });
  }
  const { total } = await listArticleSummaries({ q, limit: 1 });
  if (total === 0) return { items: [], total };
  const page = await listArticleSummaries({ q, ...pageWindow(total, request) });
  return { items: [...page.items].reverse(), total: page.total };
}

interface EditorState {
  mode: EditorMode;
  article: Article | null;
  key: number;
}

/** /admin/artikel: the article list with search, date sort, the editor modal and delete. */
export function ArticlesAdminPage() {
  const { toast } = useToast();
  const searchId = useId();
  const sortId = useId();
  const [state, send] = useMachine(
    articleListMachine.provide({
      actors: {
        loadArticles: fromPromise(({ input }) => loadAdminPage(input)),
        deleteArticle: fromPromise(({ input }) => deleteArticle(input.id)),
      },
      actions: {
        notifyLoadFailed: () =>
          toast({ title: MEMBER_STRINGS.articles.loadError, variant: 'destructive' }),
        notifyDeleted: () => toast({ title: MEMBER_STRINGS.articles.deleted }),
        notifyDeleteFailed: () =>
          toast({ title: MEMBER_STRINGS.articles.deleteFailed, variant: 'destructive' }),
      },
    }),
  );
  const [editor, setEditor] = useState<EditorState | null>(null);
  // Only the editor that closed goes away: a new one opened in the meantime (Enter right after
  // Escape, before the old editor has reported closing) stays open. Every editor gets a key of
  // its own: a key counted from the current editor could repeat the closed one's (when its
  // removal and the reopening land in one render), and React would then keep the closed editor.
  const lastKey = useRef(0);
  const closeEditor = useCallback(
    (key: number) => setEditor((e) => (e?.key === key ? null : e)),
    [],
  );
  const reload = useCallback(() => send({ type: 'list.reload' }), [send]);
  const open = (mode: EditorMode, article: Article | null = null) => {
    lastKey.current += 1;
    setEditor({ mode, article, key: lastKey.current });
  };
  // The list holds summaries: the editor gets the whole article, loaded when Edit is pressed.
  const [opening, setOpening] = useState<number | null>(null);
  const edit = (item: ArticleListItem) => {
    if (opening !== null) return;
    setOpening(item.id);
    getArticle(item.id)
      .then((article) => open('edit', article))
      .catch(() => toast({ title: MEMBER_STRINGS.articles.loadError, variant: 'destructive' }))
      .finally(() => setOpening(null));
  };

  const { articles, total, query, sort, page, pendingDelete } = state.context;
  const pages = pageCount(total);
  const loading = state.hasTag('loading');
  const failed = state.hasTag('failed');
  const deleting = state.hasTag('deleting');

  let body;
  if (loading && articles.length === 0 && !query.trim()) {
    body = (
      <StatePanel aria-busy="true">
        <Spinner label="Memuat artikel..." />
        <p>Memuat artikel...</p>
      </StatePanel>
    );
  } else if (failed && articles.length === 0) {
    body = (
      <StatePanel>
        <p>{MEMBER_STRINGS.articles.loadError}</p>
        <Button $variant="secondary" onClick={reload}>
          Coba lagi
        </Button>
      </StatePanel>
    );
  } else if (articles.length === 0 && !query.trim()) {
    body = loading ? null : (
      <StatePanel>
        <p>Belum ada artikel. Tulis artikel pertama Anda.</p>
      </StatePanel>
    );
  } else if (articles.length === 0) {
    body = loading ? null : (
      <StatePanel>
        <p>Tidak ada artikel yang cocok dengan “{query.trim()}”.</p>
      </StatePanel>
    );
  } else {
    body = (
      <List aria-label="Daftar artikel" aria-busy={loading}>
        {articles.map((a) => (
          <Item key={a.id} aria-labelledby={`article-${a.id}`}>
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
                aria-busy={opening === a.id || undefined}
                onClick={() => edit(a)}
              >
                {opening === a.id ? 'Memuat...' : 'Edit'}
              </Button>
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={`Hapus ${a.title}`}
                onClick={() => send({ type: 'removal.request', article: a })}
              >
                Hapus
              </Button>
            </Actions>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <main>
      <title>{`Kelola Artikel | Admin ${BRAND.name}`}</title>
      <meta name="description" content="Kelola artikel teknis: tulis, edit, pratinjau dan hapus." />
      <Head>
        <div>
          <h1>Artikel</h1>
          <p>Tulis dan kelola artikel teknis yang tampil di Free Kick.</p>
        </div>
        <Button onClick={() => open('new')}>+ Tulis artikel</Button>
      </Head>
      <Toolbar role="search">
        <div>
          <label htmlFor={searchId}>Cari artikel</label>
          <input
            id={searchId}
            type="search"
            placeholder="Judul, kategori atau penulis"
            value={query}
            onChange={(e) => send({ type: 'list.search', query: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={sortId}>Urutkan tanggal</label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => send({ type: 'list.sort', sort: e.target.value as SortOrder })}
          >
            <option value="newest">Terbaru dulu</option>
            <option value="oldest">Terlama dulu</option>
          </select>
        </div>
      </Toolbar>
      {articles.length > 0 && (
        <Count aria-live="polite">
          Menampilkan {articles.length} dari {total} artikel
        </Count>
      )}
      {body}
      {pages > 1 && articles.length > 0 && (
        <Pager aria-label="Halaman daftar artikel">
          <Button
            $variant="secondary"
            $size="sm"
            disabled={page === 0}
            onClick={() => send({ type: 'list.page', page: page - 1 })}
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
            onClick={() => send({ type: 'list.page', page: page + 1 })}
          >
            Berikutnya →
          </Button>
        </Pager>
      )}
      {editor && (
        <ArticleEditor
          key={editor.key}
          mode={editor.mode}
          article={editor.article}
          onSaved={reload}
          onClosed={() => closeEditor(editor.key)}
        />
      )}
      <Dialog
        open={state.hasTag('confirmingDelete')}
        onClose={() => !deleting && send({ type: 'removal.cancel' })}
        title={MEMBER_STRINGS.articles.confirmDelete}
        description={
          pendingDelete
            ? `“${pendingDelete.title}” akan dihapus permanen dan tidak dapat dikembalikan.`
            : undefined
        }
        size="sm"
        alert
        hideClose
      >
        <ConfirmActions>
          <Button
            $variant="secondary"
            disabled={deleting}
            onClick={() => send({ type: 'removal.cancel' })}
          >
            Batal
          </Button>
          <Button
            $variant="danger"
            disabled={deleting}
            onClick={() => send({ type: 'removal.confirm' })}
          >
            {deleting ? 'Menghapus...' : 'Hapus'}
          </Button>
        </ConfirmActions>
      </Dialog>
    </main>
  );
}
