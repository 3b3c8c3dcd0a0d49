import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { BRAND } from '../../config/brand';
import { StatusScreen } from './ErrorScreen';

/** Whether the error is a failed lazy import (usually: the site was updated while the page was open). */
function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    message,
  );
}

/** What a visitor sees when a page fails: friendly Indonesian text, a reload and a way home. */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkError(error);
  return (
    <main>
      <title>{`Terjadi kesalahan | ${BRAND.name}`}</title>
      <meta name="description" content="Terjadi kesalahan saat menampilkan halaman ini." />
      <StatusScreen
        image="/images/hero/error.svg"
        title={chunk ? 'Situs baru saja diperbarui' : 'Waduh, ada yang tidak beres'}
        text={
          chunk
            ? 'Halaman ini tidak bisa dimuat karena versi situs berubah. Muat ulang halaman untuk melanjutkan.'
            : 'Terjadi kesalahan saat menampilkan halaman ini. Coba muat ulang; jika masih terjadi, kembali ke beranda.'
        }
      >
        <Button onClick={() => window.location.reload()}>Muat ulang halaman</Button>
      </StatusScreen>
    </main>
  );
}

/** The route-level error boundary (react-router errorElement). A 404 response shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <title>{`Halaman tidak ditemukan | ${BRAND.name}`}</title>
        <StatusScreen
          image="/images/hero/not-found.svg"
          title="Halaman tidak ditemukan"
          text="Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan."
        />
      </main>
    );
  }
  return <ErrorScreen error={error} />;
}
