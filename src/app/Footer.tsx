import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND } from '../config/brand';
import { ROUTES } from '../config/routes';
import { media } from '../theme/tokens';
import { StrokeIcon } from '../components/Icon/StrokeIcon';
import { shade } from '../theme/themes';
import { translucent } from '../theme/translucent';

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.band.pitch};
  color: ${({ theme }) => theme.band.muted};
  a {
    color: ${({ theme }) => theme.color.onHero};
  }
`;
const Grid = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[8]};
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.band.eyebrow};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 1.75rem;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;
const BrandBlock = styled.div`
  p {
    max-width: 24rem;
    color: ${({ theme }) => theme.band.subtle};
  }
`;
const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.onHero} !important;
  margin-bottom: ${({ theme }) => theme.space[3]};
  /* The brand's second word. */
  span span {
    color: ${({ theme }) => theme.band.highlight};
  }
`;
const Tagline = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.onHero} !important;
  font-style: italic;
`;
const Social = styled.ul`
  display: flex !important;
  gap: ${({ theme }) => theme.space[2]} !important;
  margin-top: ${({ theme }) => theme.space[4]} !important;
  a {
    display: inline-grid !important;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    background: ${translucent(shade.white, 0.1)};
    transition: background ${({ theme }) => theme.motion.fast};
    &:hover {
      background: ${({ theme }) => theme.band.action};
    }
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
const Soon = styled.li`
  color: ${({ theme }) => theme.band.subtle};
  min-height: 1.75rem;
  display: flex;
  align-items: center;
`;
const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.band.subtle};
`;
const Bottom = styled.div`
  border-top: 1px solid ${translucent(shade.white, 0.12)};
  p {
    max-width: 80rem;
    margin: 0 auto;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.band.subtle};
  }
`;

const SUPPORT = ['Help Center', 'Contact Us', 'FAQs', 'Refund Policy'];
const LEGAL = ['Terms of Service', 'Privacy Policy', 'Cookie Policy'];

/**
 * The site footer: tagline, social links, Support and Legal (which
 * have no destination yet, so they are plain text with a note, not dead links),
 * and the copyright with the current year and the company.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Foot>
      <Grid>
        <BrandBlock>
          <BrandName>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>
              API <span>Futsal</span>
            </span>
          </BrandName>
          <Tagline>{BRAND.tagline}</Tagline>
          <p>{BRAND.description}</p>
          <Social aria-label="Media sosial dan kontak">
            <li>
              <a
                href={BRAND.social.youtube}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Kanal YouTube API Futsal (tab baru)"
              >
                <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.8 3.1z" />
                </svg>
              </a>
            </li>
            <li>
              <a
                href={BRAND.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram API Futsal (tab baru)"
              >
                <StrokeIcon>
                  <rect x="3" y="3" width="18" height="18" rx="5" />
                  <circle cx="12" cy="12" r="4" />
                  <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
                </StrokeIcon>
              </a>
            </li>
            <li>
              <a href={`mailto:${BRAND.infoEmail}`} aria-label={`Email ${BRAND.infoEmail}`}>
                <StrokeIcon strokeLinejoin="round">
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="m3 7 9 6 9-6" />
                </StrokeIcon>
              </a>
            </li>
          </Social>
        </BrandBlock>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">Jelajahi</h2>
          <ul>
            <li>
              <Link to={ROUTES.freekick}>Free Kick</Link>
            </li>
            <li>
              <Link to={ROUTES.areaTeknis}>Technical Area</Link>
            </li>
            <li>
              <Link to={ROUTES.webinars}>Webinars</Link>
            </li>
            <li>
              <Link to={ROUTES.courses}>Kursus</Link>
            </li>
            <li>
              <Link to={ROUTES.pricing}>Subscription</Link>
            </li>
            <li>
              <Link to={ROUTES.about}>About Us</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 id="footer-support">Support</h2>
          <ul aria-labelledby="footer-support" aria-describedby="footer-soon">
            {SUPPORT.map((s) => (
              <Soon key={s}>{s}</Soon>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="footer-legal">Legal</h2>
          <ul aria-labelledby="footer-legal" aria-describedby="footer-soon">
            {LEGAL.map((s) => (
              <Soon key={s}>{s}</Soon>
            ))}
          </ul>
          <Note id="footer-soon">
            Halaman Support dan Legal segera tersedia. Untuk pertanyaan, hubungi{' '}
            <a href={`mailto:${BRAND.infoEmail}`}>{BRAND.infoEmail}</a>.
          </Note>
        </div>
      </Grid>
      <Bottom>
        <p>
          © {year} {BRAND.company}. Hak cipta dilindungi.
        </p>
      </Bottom>
    </Foot>
  );
}
