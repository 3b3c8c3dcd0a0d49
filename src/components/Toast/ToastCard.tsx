import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { ShownToast, ToastVariant } from './toast-types';
import { elevation, shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const enter = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Box = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  width: 100%;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 1rem 1rem 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${elevation.popover};
  animation: ${enter} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.color.danger};
          color: ${theme.color.onDanger};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border: 1px solid ${theme.color.border};
        `}
`;
const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;
const Description = styled.p`
  margin: 0.125rem 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Close = styled.button`
  margin-left: auto;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${translucent(shade.grey, 0.2)};
  }
`;

/**
 * The visible toast. Its own chunk: the provider loads it once the page is idle. It dismisses
 * itself after `toast.duration`; the pointer over it or the focus in it holds it, and the full
 * duration starts again when they leave.
 */
export function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, onDismiss]);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return (
    <Box
      $variant={toast.variant}
      data-testid="toast"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close type="button" aria-label="Tutup notifikasi" onClick={onDismiss}>
        ×
      </Close>
    </Box>
  );
}
