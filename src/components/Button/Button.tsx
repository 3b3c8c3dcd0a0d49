import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
      border-color: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    border-color: ${({ theme }) => theme.color.danger};
  `,
};

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 0.75rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 1.25rem;
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 1.75rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
  `,
};

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

/** The shared button. `$variant`, `$size`, `$block` style it; everything else is a native button. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({
  type: p.type ?? 'button',
}))<{
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
