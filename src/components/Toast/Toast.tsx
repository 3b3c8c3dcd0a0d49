import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_DURATION_MS } from '../../config/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; 5000 by default (SPEC §9). */
  duration?: number;
}

interface ShownToast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const enter = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: grid;
  pointer-events: none;
  @media (min-width: 480px) { left: auto; width: 24rem; }
`;

const Box = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  width: 100%;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 1rem 1rem 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 18px 40px -12px rgba(2, 6, 23, 0.45);
  animation: ${enter} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`background: ${theme.color.danger}; color: ${theme.color.onDanger};`
      : css`background: ${theme.color.surface}; color: ${theme.color.text}; border: 1px solid ${theme.color.border};`}
`;
const Title = styled.p`margin: 0; font-weight: 700;`;
const Description = styled.p`margin: 0.125rem 0 0; font-size: ${({ theme }) => theme.fontSize.sm};`;
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
  &:hover { background: rgba(127, 127, 127, 0.2); }
`;

/** One toast at a time (SPEC §3): a new one replaces the current. Announced via live regions. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((input: ToastInput) => {
    setPaused(false);
    setCurrent({
      id: nextId.current++,
      title: input.title,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      ...(input.description ? { description: input.description } : {}),
    });
  }, []);

  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => setCurrent((c) => (c?.id === current.id ? null : c)), current.duration);
    return () => clearTimeout(timer);
  }, [current, paused]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const body = (variant: ToastVariant) =>
    current && current.variant === variant ? (
      <Box
        key={current.id}
        $variant={variant}
        data-testid="toast"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div>
          <Title>{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
        </div>
        <Close type="button" aria-label="Tutup notifikasi" onClick={dismiss}>
          ×
        </Close>
      </Box>
    ) : null;

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport>
        <div role="status" aria-live="polite" aria-atomic="true">
          {body('default')}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {body('destructive')}
        </div>
      </Viewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside ToastProvider');
  return ctx;
}
