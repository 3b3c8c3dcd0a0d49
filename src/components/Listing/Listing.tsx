import styled, { css, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/tokens';

/**
 * The dark banner at the top of a listing page (events, training, courses, blog): a headline,
 * a lead paragraph, and the page's own gradient, which `$background` draws from the theme's band
 * colours (each section has its colour).
 */
export const ListingHero = styled.header<{
  $background: (theme: DefaultTheme) => string;
  $leadWidth?: string;
}>`
  background: ${({ $background, theme }) => $background(theme)};
  color: ${({ theme }) => theme.color.onHero};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[10]};
  > div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    max-width: ${({ $leadWidth = '40rem' }) => $leadWidth};
    margin: 0;
    color: ${({ theme }) => theme.band.muted};
  }
`;

/**
 * A listing card's picture, 640×400 and decorative (the card's title names it). The cards of the
 * first row (`eager`) load it at once, the others when it comes near the viewport.
 */
export function CardImage({ src, eager }: { src: string; eager: boolean }) {
  return <img src={src} alt="" width={640} height={400} loading={eager ? 'eager' : 'lazy'} />;
}

/** A card's small muted line: its date, author, place. */
export const CardMeta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The card list under a listing hero: one column on a phone, two from md, three from lg. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ $columns = 3 }) => ($columns === 3 ? `${media.lg} { grid-template-columns: repeat(3, 1fr); }` : '')}
`;

/**
 * The surface every listing card shares (courses, events, blog, training): a bordered column
 * with its image on top at 16:10.
 */
export const cardSurface = css`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

/**
 * A card in a CardGrid whose title link covers the whole card (its `h2 a::after`), with an image
 * on top and the text below in a `div`. The card lifts on hover and shows the focus ring of the
 * link inside it.
 */
export const LinkCard = styled.article<{ $gap?: 2 | 3; $titleSize?: 'lg' | 'xl' }>`
  ${cardSurface}
  position: relative;
  height: 100%;
  transition: transform ${({ theme }) => theme.motion.base};
  &:hover {
    transform: translateY(-3px);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  > div {
    display: grid;
    gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
    padding: ${({ theme }) => theme.space[5]};
    flex: 1;
    align-content: start;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme, $titleSize = 'lg' }) => theme.fontSize[$titleSize]};
  }
  h2 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0;
  }
`;
