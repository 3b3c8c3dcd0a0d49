import { useCallback, useEffect } from 'react';
import { BRAND } from '../../../config/brand';
import { Button } from '../../../components/Button/Button';
import { AdminPageHead } from '../AdminPageHead';
import { ArticleEditor } from '../article-editor/ArticleEditor';
import { pageCount } from '../article-list.machine';
import { useOfflineEdits } from '../offline-edits/context';
import { QueuedSavesPanel } from '../offline-edits/QueuedSavesPanel';
import { ArticleListBody } from './ArticleListBody';
import { ArticlesPager } from './ArticlesPager';
import { ArticlesToolbar } from './ArticlesToolbar';
import { DeleteDialog } from './DeleteDialog';
import { DeleteRefusedDialog } from './DeleteRefusedDialog';
import { Count } from './ArticlesAdminPage.styles';
import { useArticlesAdmin } from './use-articles-admin';

/** /admin/artikel: the article list with search, date sort, the editor modal and delete. */
export function ArticlesAdminPage() {
  const [state, send] = useArticlesAdmin();
  const reload = useCallback(() => send({ type: 'list.reload' }), [send]);
  const { articles, total, query, sort, page, pendingDelete, editor, opening } = state.context;
  const pages = pageCount(total);
  const deleting = state.hasTag('deleting');
  // Saves queued offline that land show in the list.
  const landed = useOfflineEdits()?.landed ?? 0;
  useEffect(() => {
    if (landed > 0) reload();
  }, [landed, reload]);

  return (
    <main>
      <title>{`Kelola Artikel | Admin ${BRAND.name}`}</title>
      <meta name="description" content="Kelola artikel teknis: tulis, edit, pratinjau dan hapus." />
      <AdminPageHead
        title="Artikel"
        lead="Tulis dan kelola artikel teknis yang tampil di Free Kick."
      >
        <Button onClick={() => send({ type: 'editing.new' })}>+ Tulis artikel</Button>
      </AdminPageHead>
      <QueuedSavesPanel />
      <ArticlesToolbar
        query={query}
        sort={sort}
        onSearch={(q) => send({ type: 'list.search', query: q })}
        onSort={(s) => send({ type: 'list.sort', sort: s })}
      />
      {articles.length > 0 && (
        <Count aria-live="polite">
          Menampilkan {articles.length} dari {total} artikel
        </Count>
      )}
      <ArticleListBody
        articles={articles}
        query={query}
        loading={state.hasTag('loading')}
        failed={state.hasTag('failed')}
        opening={opening}
        onReload={reload}
        onEdit={(a) => send({ type: 'editing.edit', id: a.id })}
        onDelete={(a) => send({ type: 'removal.request', article: a })}
      />
      {pages > 1 && articles.length > 0 && (
        <ArticlesPager
          page={page}
          pages={pages}
          onPage={(p) => send({ type: 'list.page', page: p })}
        />
      )}
      {editor && (
        <ArticleEditor
          key={editor.key}
          mode={editor.mode}
          article={editor.article}
          etag={editor.etag}
          onSaved={reload}
          onClosed={() => send({ type: 'editing.closed', key: editor.key })}
        />
      )}
      <DeleteDialog
        open={state.hasTag('confirmingDelete')}
        article={pendingDelete}
        deleting={deleting}
        onCancel={() => send({ type: 'removal.cancel' })}
        onConfirm={() => send({ type: 'removal.confirm' })}
      />
      <DeleteRefusedDialog
        open={state.hasTag('deleteRefused')}
        article={state.context.changedBeforeDelete}
        onCancel={() => send({ type: 'removal.cancel' })}
        onReload={() => send({ type: 'removal.reload' })}
      />
    </main>
  );
}
