import { useId, useState } from 'react';
import styled from 'styled-components';
import { OFFLINE_EDIT_STRINGS as S } from './offline-edit-strings';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { media } from '../../../theme/tokens';
import { useOfflineEdits } from './context';
import type { QueuedSave } from './editor-store';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  > button {
    justify-self: start;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;
const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const queuedWhen = (ms: number) =>
  new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
const titleOf = (s: QueuedSave) => s.title.trim() || S.untitled;

/**
 * "Antrean penyimpanan": the saves made offline that wait for the connection, oldest first, each
 * with its title, when it was queued and its state; "Batalkan" takes one out after a
 * confirmation (its text stays as the article's draft). Nothing shows while the queue is empty.
 */
export function QueuedSavesPanel() {
  const offline = useOfflineEdits();
  const headingId = useId();
  const [cancelling, setCancelling] = useState<QueuedSave | null>(null);
  if (!offline || offline.queue.length === 0) return null;
  const { queue, online } = offline;
  const sending = queue.some((s) => s.state === 'sending');
  return (
    <Panel aria-labelledby={headingId} data-testid="queued-saves">
      <Head>
        <h2 id={headingId}>{S.panelTitle}</h2>
        {online && (
          <Button
            $variant="secondary"
            $size="sm"
            disabled={sending}
            onClick={() => offline.flush()}
          >
            {S.sendNow}
          </Button>
        )}
      </Head>
      <Muted>{online ? S.panelLead : S.panelOffline}</Muted>
      <Items aria-labelledby={headingId}>
        {queue.map((s) => (
          <Item key={s.id}>
            <div>
              <strong>{titleOf(s)}</strong>
              <Meta>
                {s.mode === 'new' && <Badge>{S.newArticle}</Badge>}
                <span>{S.queuedAt(queuedWhen(s.queuedAt))}</span>
                <Badge $tone={s.state === 'failed' ? 'danger' : 'neutral'}>
                  {S.state[s.state]}
                </Badge>
              </Meta>
              {s.state === 'failed' && s.error && <Problem>{s.error}</Problem>}
            </div>
            <Button
              $variant="secondary"
              $size="sm"
              aria-label={S.cancelLabel(titleOf(s))}
              disabled={s.state === 'sending'}
              onClick={() => setCancelling(s)}
            >
              {S.cancel}
            </Button>
          </Item>
        ))}
      </Items>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={S.cancelTitle}
        description={cancelling ? S.cancelDescription(titleOf(cancelling)) : undefined}
        size="sm"
        alert
        hideClose
      >
        <ConfirmActions>
          <Button $variant="secondary" onClick={() => setCancelling(null)}>
            {S.cancelKeep}
          </Button>
          <Button
            $variant="danger"
            onClick={() => {
              const id = cancelling?.id;
              setCancelling(null);
              if (id !== undefined) void offline.cancel(id);
            }}
          >
            {S.cancelConfirm}
          </Button>
        </ConfirmActions>
      </Dialog>
    </Panel>
  );
}
