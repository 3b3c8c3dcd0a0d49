import styled from 'styled-components';
import { Card } from '../Card/Card';

/**
 * A page that centres one form card on the first screen (login, registration). `$glow` gives
 * the page's soft background gradients, laid over the theme's background colour.
 */
export const FormPage = styled.main<{ $glow: string }>`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  background: ${({ $glow }) => $glow}, ${({ theme }) => theme.color.bg};
`;

/** The form's card, at most `$maxWidth` wide. */
export const FormCard = styled(Card)<{ $maxWidth: string }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  padding: ${({ theme }) => theme.space[8]};
`;

/** The small brand line above the form's title. */
export const FormEyebrow = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const FormTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

/** The sentence under the title. */
export const FormLead = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
