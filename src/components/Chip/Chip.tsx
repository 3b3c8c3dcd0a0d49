import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * The pill every chip and tag shares. Controls (Chip, ChipLink) have the 1.5px border of the
 * form fields; a static Tag has the 1px border of a card.
 */
const pill = (border: string) => css`
  border-radius: ${({ theme }) => theme.radius.pill};
  border: ${border} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
`;
/** A control's pill: the text colour, the alternate surface on hover. */
const control = css`
  ${pill('1.5px')}
  padding: 0 1rem;
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
/** A selected control: filled with the primary colour. */
const selected = css`
  background: ${({ theme }) => theme.color.primary};
  border-color: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

/** A toggle chip (filters). Use `aria-pressed` for its state. */
export const Chip = styled.button.attrs({ type: 'button' })<{ 'aria-pressed': boolean }>`
  ${control}
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    ${selected}
  }
`;

/**
 * A chip that goes to a page (tabs between sibling pages), in the text's size: selected while it
 * is the current page (NavLink's aria-current).
 */
export const ChipLink = styled(NavLink)`
  ${control}
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  text-decoration: none;
  &[aria-current='page'] {
    ${selected}
  }
`;

/** A static pill (an article's tag): no control, so the card's thinner outline. */
export const Tag = styled.li`
  ${pill('1px')}
  padding: 0.25rem 0.75rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
