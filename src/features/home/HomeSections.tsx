import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { FEATURED_EXCERPT_LENGTH, HOME_ARTICLE_COUNT } from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { formatDateID } from '../../lib/format';
import {
  ArticleCard,
  articleExcerpt,
  CardGrid,
  DEFAULT_BANNER,
  safeImageSrc,
  SkeletonCard,
  useArticleList,
} from '../articles';

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2.25rem);
    margin: 0.25rem 0 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Eyebrow = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;
const Partners = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1100px) {
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
const Featured = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 30px 60px -36px rgba(2, 6, 23, 0.55);
  @media (min-width: 900px) {
    grid-template-columns: 1.15fr 1fr;
  }
  > img {
    display: block;
    width: 100%;
    height: auto;
    align-self: center;
  }
  @media (min-width: 900px) {
    background:
      linear-gradient(#06170f, #06170f) left / 53.5% 100% no-repeat,
      ${({ theme }) => theme.color.surface};
  }
`;
const FeaturedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  h3 {
    font-size: clamp(1.4rem, 3vw, 2rem);
    margin: 0;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.primary};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Byline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
const CtaBand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: linear-gradient(120deg, #9a3412, #c2410c 55%, #7c2d12);
  color: #ffffff;
  @media (min-width: 800px) {
    grid-template-columns: 1fr auto;
  }
  h2 {
    color: #ffffff;
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
    color: #ffedd5;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3.25rem;
    padding: 0 1.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #ffffff;
    color: #7c2d12;
    font-weight: 800;
    text-decoration: none;
    &:hover {
      background: #ffedd5;
    }
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
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
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: 800;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    color: ${({ theme }) => theme.color.primary};
  }
`;
const StatsWrap = styled(Section)`
  margin-top: -${({ theme }) => theme.space[10]};
  padding-top: 0;
  padding-bottom: ${({ theme }) => theme.space[8]};
  position: relative;
`;
export const HOME_STATS = [
  { value: '20,000+', label: 'Pelatih bergabung' },
  { value: '15,000+', label: 'Sertifikasi diterbitkan' },
  { value: '500+', label: 'Instruktur berlisensi' },
  { value: '95%', label: 'Tingkat keberhasilan' },
] as const;

export const PARTNERS = [
  { slug: 'garuda-sport', name: 'Garuda Sport', width: 284 },
  { slug: 'nusantara-league', name: 'Nusantara League', width: 352 },
  { slug: 'arena-pro', name: 'Arena Pro', width: 233 },
  { slug: 'kiper-id', name: 'Kiper.id', width: 216 },
  { slug: 'sepakat-academy', name: 'Sepakat Academy', width: 335 },
  { slug: 'bola-kita', name: 'Bola Kita', width: 233 },
] as const;

function Articles() {
  const { status, data } = useArticleList(HOME_ARTICLE_COUNT);
  // a load failure on home is logged only (by the hook); the rest of the page renders.
  if (status === 'failed') return null;
  const list = (data ?? []).slice(0, HOME_ARTICLE_COUNT);
  if (status === 'ready' && list.length === 0) return null;
  const first = list[0];
  return (
    <>
      <Section aria-labelledby="home-featured" aria-busy={status === 'loading'}>
        <SectionHead>
          <div>
            <Eyebrow>Sorotan</Eyebrow>
            <h2 id="home-featured">Artikel pilihan minggu ini</h2>
          </div>
        </SectionHead>
        {status === 'loading' && (
          <SkeletonCard as="div" style={{ height: '22rem' }} aria-hidden="true" />
        )}
        {first && (
          <Featured>
            <img
              src={safeImageSrc(first.banner) ?? DEFAULT_BANNER}
              alt=""
              width={1200}
              height={630}
              loading="lazy"
            />
            <FeaturedBody>
              {first.category && (
                <div>
                  <Badge $tone="primary">{first.category}</Badge>
                </div>
              )}
              <h3>
                <Link to={ROUTES.freekickArticle(first.id)}>{first.title}</Link>
              </h3>
              <p>{articleExcerpt(first, FEATURED_EXCERPT_LENGTH)}</p>
              <Byline>
                {[first.author, formatDateID(first.date)].filter(Boolean).join(' • ')}
              </Byline>
              <div>
                <ButtonLink
                  to={ROUTES.freekickArticle(first.id)}
                  aria-label={`Baca artikel: ${first.title}`}
                >
                  Baca artikel
                </ButtonLink>
              </div>
            </FeaturedBody>
          </Featured>
        )}
      </Section>
      <Section
        aria-labelledby="home-latest"
        aria-busy={status === 'loading'}
        style={{ paddingTop: 0 }}
      >
        <SectionHead>
          <div>
            <Eyebrow>Free Kick</Eyebrow>
            <h2 id="home-latest">Artikel terbaru</h2>
          </div>
          <ButtonLink to={ROUTES.freekick} $variant="secondary">
            Lihat semua artikel
          </ButtonLink>
        </SectionHead>
        <CardGrid>
          {status === 'loading' &&
            [0, 1, 2].map((i) => <SkeletonCard key={i} aria-hidden="true" />)}
          {list.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} to={ROUTES.freekickArticle(a.id)} />
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

/** The home page below the fold: stats, partners, featured and latest articles, the call to action. */
export function HomeSections() {
  return (
    <>
      <StatsWrap aria-label="Statistik API Futsal">
        <Stats>
          {HOME_STATS.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </Stats>
      </StatsWrap>
      <Section aria-labelledby="home-partners" style={{ paddingTop: '1.5rem' }}>
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
      </Section>
      <Articles />
      <Section aria-labelledby="home-cta" style={{ paddingTop: 0 }}>
        <CtaBand>
          <div>
            <h2 id="home-cta">Siap naik level sebagai pelatih?</h2>
            <p>Pilih paket langganan dan akses semua materi, webinar dan sertifikasi.</p>
          </div>
          <Link to={ROUTES.pricing}>Lihat paket langganan</Link>
        </CtaBand>
      </Section>
    </>
  );
}
