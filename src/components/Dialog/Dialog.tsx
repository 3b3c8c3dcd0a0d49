import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';
import { modalClosed, modalOpened } from './modal-stack';

const Native = styled.dialog<{ $size: 'sm' | 'md' | 'lg' }>`
  width: min(100% - 2rem, ${({ $size }) => ({ sm: '26rem', md: '36rem', lg: '52rem' })[$size]});
  max-height: min(100dvh - 2rem, 56rem);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 30px 60px -20px ${translucent(shade.abyss, 0.55)};
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
    backdrop-filter: blur(4px);
  }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1.25rem 1.5rem 0.5rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;
const Body = styled.div`
  padding: 0.5rem 1.5rem 1.5rem;
`;
const Close = styled.button`
  margin-left: auto;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Set for confirmations: the dialog is announced as an alertdialog. */
  alert?: boolean;
  /** Hide the × button (for dialogs with their own cancel button). */
  hideClose?: boolean;
}

/**
 * An accessible modal on the native <dialog>: the page behind is inert (focus
 * is trapped), Escape closes it, and focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  alert,
  hideClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      modalOpened(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
      modalClosed(dialog);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      if (dialog) modalClosed(dialog);
    };
  }, []);

  useEffect(() => {
    if (!open) {
      const target = returnTo.current;
      returnTo.current = null;
      if (target && document.contains(target)) target.focus();
    }
  }, [open]);

  return (
    <Native
      ref={ref}
      $size={size}
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <Head>
            <div>
              <h2 id={titleId}>{title}</h2>
              {description && <p id={descId}>{description}</p>}
            </div>
            {!hideClose && (
              <Close type="button" aria-label="Tutup" onClick={onClose}>
                ×
              </Close>
            )}
          </Head>
          <Body>{children}</Body>
        </>
      )}
    </Native>
  );
}
