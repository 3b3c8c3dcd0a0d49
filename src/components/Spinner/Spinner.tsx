import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Where a page or a route loads: its spinner centred in a block `$minHeight` tall. */
export const SpinnerArea = styled.div<{ $minHeight: string }>`
  display: grid;
  place-items: center;
  min-height: ${({ $minHeight }) => $minHeight};
`;

/** A loading indicator with an accessible name. */
export function Spinner({ label = 'Memuat...', size = 32 }: { label?: string; size?: number }) {
  return (
    <span role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
