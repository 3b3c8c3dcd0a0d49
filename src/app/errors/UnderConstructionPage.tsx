import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Section } from '../../components/Section/Section';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const BannerLink = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radius.xl};
  overflow: hidden;
  box-shadow: 0 30px 60px -30px ${translucent(shade.abyss, 0.6)};
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &:hover {
    transform: translateY(-2px);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
const Text = styled.div`
  text-align: center;
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[8]} auto 0;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The under-construction screen: a banner image linking home. */
export function UnderConstructionPage() {
  return (
    <main>
      <title>{`Segera hadir | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Halaman ini sedang dibangun. Kembali ke beranda API Futsal."
      />
      <Section>
        <BannerLink to={ROUTES.home} aria-label="Halaman sedang dibangun. Kembali ke beranda">
          <img src="/images/hero/under-construction.svg" alt="" width={1200} height={630} />
        </BannerLink>
        <Text>
          <h1>Halaman sedang dibangun</h1>
          <p>Kami sedang menyiapkan halaman ini. Klik gambar di atas untuk kembali ke beranda.</p>
        </Text>
      </Section>
    </main>
  );
}
