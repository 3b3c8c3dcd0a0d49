import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/Button/Button';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { StatusScreen } from './ErrorScreen';

/** Any unknown path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main>
      <title>{`Halaman tidak ditemukan | ${BRAND.name}`}</title>
      <meta name="description" content="Halaman yang Anda cari tidak ditemukan." />
      <StatusScreen
        image="/images/hero/not-found.svg"
        title="Halaman tidak ditemukan"
        text={`Maaf, halaman “${pathname}” tidak ada atau sudah dipindahkan. Bolanya melenceng dari gawang.`}
      >
        <ButtonLink to={ROUTES.freekick}>Baca artikel Free Kick</ButtonLink>
      </StatusScreen>
    </main>
  );
}
