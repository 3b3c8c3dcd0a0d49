import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTopmostModal } from '../Dialog/modal-stack';
import { TOAST_DURATION_MS } from '../../config/constants';
import type { ShownToast, ToastInput, ToastVariant } from './toast-types';
import { media } from '../../theme/tokens';

export type { ShownToast, ToastInput, ToastVariant };

interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// The toast itself loads once the page is idle (so it is ready before anyone
// needs it, even offline), keeping it off the home page's critical path.
const loadCard = () => import('./ToastCard');
const ToastCard = lazy(async () => ({ default: (await loadCard()).ToastCard }));

/**
 * Bottom right on the page; at the top inside a modal dialog, whose actions (Simpan, Batal) sit
 * at its foot, where a toast would cover them.
 */
const Viewport = styled.div<{ $inModal: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  right: 1rem;
  ${({ $inModal }) => ($inModal ? 'top: 1rem;' : 'bottom: 1rem;')}
  left: 1rem;
  display: grid;
  pointer-events: none;
  ${media.sm} {
    left: auto;
    width: 24rem;
  }
`;

/**
 * One toast at a time: a new one replaces the current. Announced via live regions. The card
 * (ToastCard) times its own dismissal. While a modal dialog is open the toasts are drawn inside
 * the topmost one: above it and its backdrop, and not inert as the page behind it is.
 */
export function ToastProvider({
  children,
  defaultDuration = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  /** How long a toast without its own `duration` stays; Storybook holds them for its screenshots. */
  defaultDuration?: number;
}) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback(
    (input: ToastInput) => {
      setCurrent({
        id: nextId.current++,
        title: input.title,
        variant: input.variant ?? 'default',
        duration: input.duration ?? defaultDuration,
        ...(input.description ? { description: input.description } : {}),
      });
    },
    [defaultDuration],
  );

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  useEffect(() => {
    const id = setTimeout(() => void loadCard().catch(() => {}), 1500);
    return () => clearTimeout(id);
  }, []);

  const body = (variant: ToastVariant) =>
    current && current.variant === variant ? (
      <Suspense fallback={null}>
        <ToastCard key={current.id} toast={current} onDismiss={dismiss} />
      </Suspense>
    ) : null;

  const modal = useTopmostModal();
  const viewport = (
    <Viewport $inModal={modal !== null && modal !== undefined}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {body('default')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {body('destructive')}
      </div>
    </Viewport>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {modal ? createPortal(viewport, modal) : viewport}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside ToastProvider');
  return ctx;
}
