import styled, { css } from 'styled-components';
import { media } from '../../../theme/tokens';

/** The four choices: one per line on a phone, in a row from md up. */
export const ConflictActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
export const KeepNote = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
/**
 * Their version beside mine: a three-column table from md up; on a phone each field is a
 * card with both versions under it, each labelled.
 */
export const CompareGrid = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & > [role='row'] {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & > [role='row']:first-child {
    display: none;
  }
  ${media.md} {
    & > [role='row'] {
      grid-template-columns: 9rem 1fr 1fr;
    }
    & > [role='row']:first-child {
      display: grid;
      border: 0;
      padding-bottom: 0;
    }
  }
`;
export const CompareHead = styled.div`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
export const Cell = styled.div<{ $label?: boolean; $mine?: boolean }>`
  min-width: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ $label }) =>
    $label &&
    css`
      font-weight: 700;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]};
    `}
  ${({ $mine, theme }) =>
    $mine &&
    css`
      background: ${theme.color.surfaceAlt};
      border-radius: ${theme.radius.sm};
      padding: ${theme.space[2]};
    `}
  &[data-label]::before {
    content: attr(data-label);
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  ${media.md} {
    &[data-label]::before {
      display: none;
    }
  }
`;
/** Says in words that a field differs (not by colour alone). */
export const Differs = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: 999px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;
