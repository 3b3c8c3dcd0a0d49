import { Button } from '../../../components/Button/Button';
import { More } from './FreeKickPage.styles';

/** "Muat lagi" under the cards; after a failed page, the failure and "Coba lagi". */
export function LoadMore({
  loading,
  failed,
  onMore,
}: {
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  return (
    <More>
      {failed && (
        <p role="alert">Gagal memuat artikel berikutnya. Periksa koneksi lalu coba lagi.</p>
      )}
      <Button
        $variant="secondary"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) onMore();
        }}
      >
        {loading ? 'Memuat...' : failed ? 'Coba lagi' : 'Muat lagi'}
      </Button>
    </More>
  );
}
