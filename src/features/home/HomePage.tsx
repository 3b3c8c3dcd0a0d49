import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button/Button';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { lazyPreload } from '../../lib/lazy-preload';
import { HeroReveal } from './HeroReveal';
import { media } from '../../theme/tokens';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

// The stats, partners, the featured and latest articles and the closing call to action sit
// below the fold: they are their own chunk, requested as soon as this module runs
// (in parallel with the hero), so the home page is interactive before they arrive.
const HomeSections = lazyPreload(async () => (await import('./HomeSections')).HomeSections);
void HomeSections.preload().catch(() => undefined);

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.onHero};
  background:
    radial-gradient(circle at 80% 30%, ${translucent(shade.ember, 0.32)}, transparent 42%),
    radial-gradient(circle at 10% 90%, ${translucent(shade.lime, 0.18)}, transparent 40%),
    repeating-linear-gradient(
      90deg,
      ${translucent(shade.white, 0.03)} 0 90px,
      transparent 90px 180px
    ),
    ${({ theme }) => theme.color.heroBg};
`;
const HeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${media.columns} {
    grid-template-columns: 1.05fr 1fr;
    padding-block: ${({ theme }) => theme.space[20]};
  }
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.75rem);
    font-weight: 800;
    line-height: 1.05;
    margin: ${({ theme }) => theme.space[4]} 0;
  }
  h1 em {
    font-style: normal;
    color: ${({ theme }) => theme.band.highlight};
  }
`;
const Kicker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${translucent(shade.white, 0.1)};
  border: 1px solid ${translucent(shade.white, 0.2)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.band.marker};
  }
`;
const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.band.muted};
  max-width: 34rem;
`;
const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
const GhostLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3.25rem;
  padding: 0 1.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${translucent(shade.white, 0.5)};
  color: ${({ theme }) => theme.color.onHero};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${translucent(shade.white, 0.1)};
  }
`;
const HeroCta = styled(ButtonLink)`
  background: ${({ theme }) => theme.band.action};
  border-color: ${({ theme }) => theme.band.action};
  color: ${({ theme }) => theme.color.onHero};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.band.actionHover};
    border-color: ${({ theme }) => theme.band.actionHover};
  }
`;
/** Keeps the space of the sections below the fold while their chunk loads. */
const BelowFoldPlaceholder = styled.div`
  min-height: 60rem;
`;

/** The landing page: hero with the reveal board, stats, partners, featured and latest articles. */
export function HomePage() {
  return (
    <main>
      <title>{`${BRAND.name} | Edukasi Pelatih Futsal & Sepak Bola`}</title>
      <meta name="description" content={BRAND.description} />
      <Hero aria-labelledby="home-title">
        <HeroInner>
          <div>
            <Kicker>Edukasi pelatih #1 di Indonesia</Kicker>
            <h1 id="home-title">
              Latih tim Anda dengan <em>ilmu</em>, bukan tebakan.
            </h1>
            <Lead>
              Artikel taktik, webinar, pelatihan dan kursus lisensi untuk pelatih futsal dan sepak
              bola, dari akar rumput sampai profesional.
            </Lead>
            <Ctas>
              <HeroCta to={ROUTES.courses} $size="lg">
                Jelajahi kursus
              </HeroCta>
              <GhostLink to={ROUTES.freekick}>Baca Free Kick</GhostLink>
            </Ctas>
          </div>
          <HeroReveal />
        </HeroInner>
      </Hero>
      <Suspense fallback={<BelowFoldPlaceholder />}>
        <HomeSections />
      </Suspense>
    </main>
  );
}
