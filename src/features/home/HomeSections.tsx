import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FollowingSection, Section } from '../../components/Section/Section';
import { StatList } from '../../components/StatList/StatList';
import { ROUTES } from '../../config/routes';
import { HomeArticles } from './HomeArticles';
import { Eyebrow, SectionHead } from './SectionHead';
import { media } from '../../theme/tokens';

const Partners = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.nav} {
    grid-template-columns: repeat(6, 1fr);
  }
  li {
    display: grid;
    place-items: center;
    min-height: 5rem;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  img {
    width: 100%;
    max-width: 11rem;
    height: auto;
    /* Dark: slate ink turns light slate, and the logos' white knock-outs (the ball's panels, the
       shield's stripe) turn dark, so they still read as cut into the mark. */
    filter: ${({ theme }) => (theme.mode === 'dark' ? 'invert(1) hue-rotate(180deg)' : 'none')};
  }
`;
const CtaBand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.band.actionHover},
    ${({ theme }) => theme.band.action} 55%,
    ${({ theme }) => theme.band.ctaDeep}
  );
  color: ${({ theme }) => theme.color.onHero};
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
  h2 {
    color: ${({ theme }) => theme.color.onHero};
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.band.ctaMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3.25rem;
    padding: 0 1.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.onHero};
    color: ${({ theme }) => theme.band.ctaDeep};
    font-weight: 800;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.band.ctaMuted};
    }
  }
`;

const Stats = styled(StatList)`
  div {
    gap: 0.25rem;
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    color: ${({ theme }) => theme.color.primary};
  }
`;
const StatsWrap = styled(Section)`
  margin-top: -${({ theme }) => theme.space[10]};
  padding-top: 0;
  padding-bottom: ${({ theme }) => theme.space[8]};
  position: relative;
`;
/** The figures the home page quotes, written the id-ID way ("20.000+") when shown. */
export const HOME_STATS = [
  { value: 20_000, unit: '+', label: 'Pelatih bergabung' },
  { value: 15_000, unit: '+', label: 'Sertifikasi diterbitkan' },
  { value: 500, unit: '+', label: 'Instruktur berlisensi' },
  { value: 95, unit: '%', label: 'Tingkat keberhasilan' },
] as const;
/** Where the section after the stats starts (closer than a section's usual padding). */
const PartnersSection = styled(Section)`
  padding-top: ${({ theme }) => theme.space[6]};
`;
export const PARTNERS = [
  { slug: 'garuda-sport', name: 'Garuda Sport', width: 284 },
  { slug: 'nusantara-league', name: 'Nusantara League', width: 352 },
  { slug: 'arena-pro', name: 'Arena Pro', width: 233 },
  { slug: 'kiper-id', name: 'Kiper.id', width: 216 },
  { slug: 'sepakat-academy', name: 'Sepakat Academy', width: 335 },
  { slug: 'bola-kita', name: 'Bola Kita', width: 233 },
] as const;

/** The home page below the fold: stats, partners, featured and latest articles, the call to action. */
export function HomeSections() {
  return (
    <>
      <StatsWrap aria-label="Statistik API Futsal">
        <Stats stats={HOME_STATS} />
      </StatsWrap>
      <PartnersSection aria-labelledby="home-partners">
        <SectionHead>
          <div>
            <Eyebrow>Mitra</Eyebrow>
            <h2 id="home-partners">Dipercaya klub, akademi dan liga</h2>
          </div>
        </SectionHead>
        <Partners>
          {PARTNERS.map((p) => (
            <li key={p.slug}>
              <img
                src={`/images/partners/${p.slug}.svg`}
                alt={p.name}
                width={p.width}
                height={64}
                loading="lazy"
              />
            </li>
          ))}
        </Partners>
      </PartnersSection>
      <HomeArticles />
      <FollowingSection aria-labelledby="home-cta">
        <CtaBand>
          <div>
            <h2 id="home-cta">Siap naik level sebagai pelatih?</h2>
            <p>Pilih paket langganan dan akses semua materi, webinar dan sertifikasi.</p>
          </div>
          <Link to={ROUTES.pricing}>Lihat paket langganan</Link>
        </CtaBand>
      </FollowingSection>
    </>
  );
}
