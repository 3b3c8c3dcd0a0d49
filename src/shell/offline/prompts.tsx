import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { OFFLINE_STRINGS as S } from './offline-strings';
import { media } from '../../theme/tokens';
import { elevation } from '../../theme/themes';

/** The bottom-corner card the update and install offers share (above the page, below dialogs). */
const Card = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.z.drawer};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${elevation.popover};
  ${media.sm} {
    left: auto;
    width: 24rem;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface OfferAction {
  label: string;
  onClick: () => void;
}

/** A titled card with the offer's two answers: accept (primary) and a quiet "not now". */
function OfferCard({
  id,
  title,
  body,
  accept,
  dismiss,
}: {
  id: string;
  title: string;
  body: string;
  accept: OfferAction;
  dismiss: OfferAction;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <div>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{body}</p>
      </div>
      <Actions>
        <Button $size="sm" onClick={accept.onClick}>
          {accept.label}
        </Button>
        <Button $size="sm" $variant="ghost" onClick={dismiss.onClick}>
          {dismiss.label}
        </Button>
      </Actions>
    </Card>
  );
}

/**
 * "Versi baru tersedia": a new version of the site is ready. Reloading takes it; "Nanti saja" hides
 * the card (the new version is then taken on the next navigation).
 */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div role="status" aria-live="polite">
      <OfferCard
        id="pembaruan"
        title={S.updateTitle}
        body={S.updateBody}
        accept={{ label: S.updateReload, onClick: onReload }}
        dismiss={{ label: S.updateLater, onClick: onLater }}
      />
    </div>
  );
}

/** The offer to install the site as an app (the browser's own prompt opens on "Pasang"). */
export function InstallPrompt({
  onInstall,
  onDismiss,
}: {
  onInstall: () => void;
  onDismiss: () => void;
}) {
  return (
    <OfferCard
      id="pasang-aplikasi"
      title={S.installTitle}
      body={S.installBody}
      accept={{ label: S.installAccept, onClick: onInstall }}
      dismiss={{ label: S.installDismiss, onClick: onDismiss }}
    />
  );
}

/** A full-width strip above the page (before the header), in the flow: it covers nothing. */
const Strip = styled.div<{ $online: boolean }>`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme, $online }) => ($online ? theme.color.success : theme.color.text)};
  color: ${({ theme }) => theme.color.bg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-align: center;
`;

/** The banner's place: the first element of the body, above the app and its sticky header. */
function bannerSlot(): HTMLElement {
  const found = document.getElementById('connection-banner');
  if (found) return found;
  const slot = document.createElement('div');
  slot.id = 'connection-banner';
  document.body.prepend(slot);
  return slot;
}

/**
 * The connection banner: while offline, a strip at the top of the page says so, pushing the
 * page down rather than covering its end; when the connection returns it says so for a moment
 * (the page's content is refreshed), then goes.
 */
export function ConnectionBanner({ state }: { state: 'offline' | 'back' | null }) {
  const [slot] = useState(bannerSlot);
  return createPortal(
    <div role="status" aria-live="polite">
      {state && (
        <Strip $online={state === 'back'}>{state === 'back' ? S.backOnline : S.banner}</Strip>
      )}
    </div>,
    slot,
  );
}
