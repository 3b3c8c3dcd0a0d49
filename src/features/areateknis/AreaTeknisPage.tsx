import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { ChipLink } from '../../components/Chip/Chip';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { ArticleDetail } from '../articles';
import { parseArticleId } from '../../../common/ids';
import { media } from '../../theme/tokens';

export type AreaTeknisView = 'overview' | 'artikel' | 'teknik' | 'video';

const VIEWS: Record<
  AreaTeknisView,
  { title: string; heading: string; text: string; image: string; description: string }
> = {
  overview: {
    title: 'Area Teknis',
    heading: 'Artikel teknis segera hadir',
    text: 'Tim pelatih kami sedang menyusun materi teknik dasar, analisis pertandingan dan video latihan. Sambil menunggu, baca artikel terbaru di Free Kick.',
    image: '/images/articles/coming-soon-board.svg',
    description:
      'Area Teknis API Futsal: artikel dan video teknik untuk pelatih futsal, segera hadir.',
  },
  artikel: {
    title: 'Artikel Teknis',
    heading: 'Belum ada artikel teknis',
    text: 'Daftar artikel teknis masih kosong. Artikel pertama sedang ditulis oleh instruktur berlisensi kami.',
    image: '/images/articles/coming-soon-board.svg',
    description: 'Artikel teknis futsal dari instruktur API Futsal, segera hadir.',
  },
  teknik: {
    title: 'Teknik',
    heading: 'Materi teknik segera hadir',
    text: 'Kontrol bola, passing, dribbling dan finishing: seri materi teknik untuk semua kelompok usia sedang disiapkan.',
    image: '/images/articles/coming-soon-board.svg',
    description:
      'Materi teknik dasar futsal: kontrol, passing, dribbling dan finishing. Segera hadir.',
  },
  video: {
    title: 'Video Teknis',
    heading: 'Video latihan segera hadir',
    text: 'Video drill dan analisis pertandingan akan tersedia di sini. Kami sedang merekam dan menyunting materi pertama.',
    image: '/images/articles/coming-soon-video.svg',
    description: 'Video drill dan analisis pertandingan futsal dari API Futsal, segera hadir.',
  },
};

const Tabs = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[8]};
    padding: 0;
  }
`;
const Soon = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${media.md} {
    grid-template-columns: 1fr 1.1fr;
    padding: ${({ theme }) => theme.space[12]};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
/** The status above the heading: a neutral badge in spaced capitals. */
const Status = styled(Badge)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0.25rem 0.75rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** The Technical Area and its sub-screens: the list is empty, so each shows a coming-soon state. */
export function AreaTeknisPage({ view = 'overview' }: { view?: AreaTeknisView }) {
  const v = VIEWS[view];
  return (
    <main>
      <title>{`${v.title} | ${BRAND.name}`}</title>
      <meta name="description" content={v.description} />
      <PageHeader
        eyebrow="Area Teknis"
        title={v.title}
        lead="Teknik, analisis dan video latihan dari instruktur berlisensi API Futsal."
      />
      <Section>
        <Tabs aria-label="Area Teknis">
          <ul>
            <li>
              <ChipLink to={ROUTES.areaTeknis} end>
                Semua
              </ChipLink>
            </li>
            <li>
              <ChipLink to={ROUTES.areaTeknisArtikel} end>
                Artikel
              </ChipLink>
            </li>
            <li>
              <ChipLink to={ROUTES.areaTeknisTeknik}>Teknik</ChipLink>
            </li>
            <li>
              <ChipLink to={ROUTES.areaTeknisVideo}>Video</ChipLink>
            </li>
          </ul>
        </Tabs>
        <Soon>
          <img src={v.image} alt="" width={800} height={500} />
          <div>
            <Status>Segera hadir</Status>
            <h2>{v.heading}</h2>
            <p>{v.text}</p>
            <Actions>
              <ButtonLink to={ROUTES.freekick}>Baca artikel Free Kick</ButtonLink>
              <ButtonLink to={ROUTES.home} $variant="secondary">
                Ke beranda
              </ButtonLink>
            </Actions>
          </div>
        </Soon>
      </Section>
    </main>
  );
}

/** `/areateknis/:id`: an article of the Technical Area (any non-numeric slug has no article). */
export function AreaTeknisArticlePage() {
  const { id = '' } = useParams();
  return (
    <ArticleDetail
      key={id}
      id={parseArticleId(id) ?? 0}
      backTo={ROUTES.areaTeknis}
      backLabel="Area Teknis"
      notFoundMessage="Artikel tidak ditemukan."
    />
  );
}
