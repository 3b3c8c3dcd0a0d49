import styled from 'styled-components';
import { media } from '../../theme/tokens';

/**
 * The dark banner at the top of a listing page (events, training, courses, blog): a headline,
 * a lead paragraph, and the page's own gradient in `$background` (each section has its colour).
 */
export const ListingHero = styled.header<{ $background: string; $leadWidth?: string }>`
  background: ${({ $background }) => $background};
  color: #fff;
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
    color: #e2e8f0;
  }
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
