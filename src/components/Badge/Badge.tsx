import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger';

/** A small label (category, status, BEST VALUE). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ theme, $tone = 'neutral' }) =>
    ({
      neutral: css`
        background: ${theme.color.surfaceAlt};
        color: ${theme.color.text};
      `,
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
      `,
      success: css`
        background: ${theme.color.accent};
        color: ${theme.color.onAccent};
      `,
      danger: css`
        background: ${theme.color.danger};
        color: ${theme.color.onDanger};
      `,
    })[$tone]}
`;
