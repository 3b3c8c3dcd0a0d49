import styled from 'styled-components';

/** A toggle chip (filters). Use `aria-pressed` for its state. */
export const Chip = styled.button.attrs({ type: 'button' })<{ 'aria-pressed': boolean }>`
  min-height: 2.25rem;
  padding: 0 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
