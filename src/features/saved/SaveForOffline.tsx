import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';
import { ROUTES } from '../../config/routes';
import { SAVED_STRINGS as S } from '../../config/saved-strings';
import { useSession, userStoreId } from '../../shell/session';
import { formatBytes, formatSavedAt } from './format-size';
import { saveButtonMachine, type SaveButtonEvent } from './save-button.machine';
import { SaveError, type SaveFailure, type SaveTarget } from './saved-store';
import { useSavedStore } from './SavedStoreContext';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
/** The idle panel's space, held while the device's storage is asked (nothing in it is shown). */
const Held = styled(Box)`
  visibility: hidden;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`;
const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;
const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    color: ${({ theme }) => theme.color.danger};
  }
  p {
    color: ${({ theme }) => theme.color.text};
  }
`;
const ListLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;
`;

export const FAILURE_TEXT: Record<SaveFailure, string> = {
  offline: S.errorOffline,
  quota: S.errorQuota,
  server: S.errorServer,
  signedOut: S.errorSignedOut,
  unavailable: S.unavailable,
};

const SaveIcon = () => (
  <StrokeIcon width="20" height="20" strokeLinecap="round" strokeLinejoin="round">
    <path d="M6 3h12v18l-6-4-6 4z" />
  </StrokeIcon>
);
const CheckIcon = () => (
  <StrokeIcon width="20" height="20" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12l5 5 9-10" />
  </StrokeIcon>
);

export interface SaveForOfflineProps {
  target: SaveTarget;
}

/**
 * "Simpan untuk offline" on an article page: keeps its page, its answers and its images on this
 * device (and, for a signed-in member, the members' section and the drill sheet PDF under the
 * member's own name) until the visitor removes it. Shows the progress, then "Tersimpan" with
 * the size, a way to update or remove it, and what went wrong when it could not save. Where the
 * browser keeps nothing (private mode) it says so instead of offering a button that fails.
 */
export function SaveForOffline({ target }: SaveForOfflineProps) {
  const { signedIn, user } = useSession();
  const userId = signedIn && user ? userStoreId(user) : null;
  // A signed-in change (login, logout) checks again what this visitor has kept.
  return <SaveForOfflineOf key={userId ?? 'visitor'} target={target} userId={userId} />;
}

function SaveForOfflineOf({ target, userId }: SaveForOfflineProps & { userId: string | null }) {
  const store = useSavedStore();
  const [state, send] = useMachine(
    saveButtonMachine.provide({
      actors: {
        check: fromPromise(async () => {
          const available = await store.available();
          return { available, item: available ? await store.get(target.path, userId) : null };
        }),
        saveItem: fromCallback<SaveButtonEvent>(({ sendBack }) => {
          store
            .save(target, userId, (done, total) => sendBack({ type: 'progress', done, total }))
            .then(
              (item) => sendBack({ type: 'saved', item }),
              (err: unknown) =>
                sendBack({
                  type: 'failed',
                  failure: err instanceof SaveError ? err.reason : 'server',
                }),
            );
        }),
        removeItem: fromPromise(() => store.remove(target.path, userId)),
      },
    }),
  );
  const { item, progress, failure, removeFailed } = state.context;
  const box = useRef<HTMLDivElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const status = typeof state.value === 'string' ? state.value : '';

  // The button pressed gives way to the next state's: focus goes to its first action. Only
  // after the visitor acted (never when the page opens), and only if focus was here.
  const previous = useRef(status);
  useEffect(() => {
    const acted = previous.current !== 'checking' && previous.current !== status;
    previous.current = status;
    const active = document.activeElement;
    if (!acted || (active !== document.body && !box.current?.contains(active))) return;
    if (status === 'saved' || status === 'idle' || status === 'failed')
      firstAction.current?.focus();
    else box.current?.focus();
  }, [status]);

  // Until the device's storage has answered (and in the page the server renders), the panel holds
  // the idle panel's place, so the article below does not move when it appears.
  if (status === 'checking')
    return (
      <Held aria-hidden="true">
        <Row>
          <Button $variant="secondary" tabIndex={-1}>
            <SaveIcon />
            {S.save}
          </Button>
        </Row>
      </Held>
    );
  const wantsMember = Boolean(userId && target.member);

  return (
    <Box ref={box} tabIndex={-1} aria-label={S.save} role="region" aria-busy={status === 'saving'}>
      {status === 'unavailable' && <p>{S.unavailable}</p>}
      {status === 'idle' && (
        <Row>
          <Button ref={firstAction} $variant="secondary" onClick={() => send({ type: 'save' })}>
            <SaveIcon />
            {S.save}
          </Button>
        </Row>
      )}
      {status === 'saving' && (
        <>
          <Row>
            <Button $variant="secondary" aria-disabled="true">
              <SaveIcon />
              {S.saving(progress.done, progress.total)}
            </Button>
          </Row>
          <Bar
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-label={S.saving(progress.done, progress.total)}
          />
        </>
      )}
      {(status === 'saved' || status === 'removing') && item && (
        <>
          <Row>
            <Status role="status">
              <CheckIcon />
              {S.saved}
            </Status>
            <Button
              ref={firstAction}
              $variant="secondary"
              $size="sm"
              aria-disabled={status === 'removing' || undefined}
              onClick={() => status === 'saved' && send({ type: 'save' })}
            >
              {S.update}
            </Button>
            <Button
              $variant="ghost"
              $size="sm"
              aria-disabled={status === 'removing' || undefined}
              onClick={() => status === 'saved' && send({ type: 'remove' })}
            >
              {S.remove}
            </Button>
            <ListLink to={ROUTES.saved}>{S.openList}</ListLink>
          </Row>
          <p>
            {S.savedNote(formatSavedAt(item.savedAt), formatBytes(item.bytes + item.memberBytes))}
          </p>
          {wantsMember && <p>{item.hasMemberCopy ? S.memberNote : S.memberMissing}</p>}
          {removeFailed && <p role="alert">{S.removeFailed}</p>}
        </>
      )}
      {status === 'failed' && failure && (
        <Alert role="alert">
          <strong>{S.errorTitle}</strong>
          <p>{FAILURE_TEXT[failure]}</p>
          <Row>
            <Button ref={firstAction} $variant="secondary" onClick={() => send({ type: 'save' })}>
              {S.retry}
            </Button>
            {failure === 'quota' && <ListLink to={ROUTES.saved}>{S.openList}</ListLink>}
          </Row>
        </Alert>
      )}
    </Box>
  );
}
