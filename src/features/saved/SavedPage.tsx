import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { EmptyPanel, MessageActions, StatePanel } from '../../components/StatePanel/StatePanel';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { SAVED_STRINGS as S } from '../../config/saved-strings';
import { media } from '../../theme/tokens';
import { formatBytes, formatSavedAt } from './format-size';
import { useSavedList } from './use-saved-list';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    &:focus {
      outline: none;
    }
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.sm} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h3 {
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.md};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
const Empty = styled(EmptyPanel)`
  h2:focus {
    outline: none;
  }
  p {
    max-width: 34rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * `/tersimpan`: the articles saved on this device, newest first, each with where it lives, when
 * it was saved and its size; open one, remove one or all; the space they take. It reads only
 * this device's storage, so it works offline.
 */
export function SavedPage() {
  const { state, removeFailed, busy, remove, removeAll, reload } = useSavedList();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = state.status === 'ready' ? state.items : [];
  const used = items.reduce((sum, i) => sum + i.bytes + i.memberBytes, 0);
  const quota = state.status === 'ready' ? state.quota : undefined;

  // After a removal the button is gone: focus waits on the list's heading (or the empty one).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    heading.current?.focus();
  }, [state]);
  const after = async (work: () => Promise<void>) => {
    refocus.current = true;
    await work();
  };

  return (
    <main>
      <title>{`${S.listTitle} | ${BRAND.name}`}</title>
      <meta name="description" content={S.intro} />
      <Section>
        <Head>
          <h1>{S.listTitle}</h1>
          <p>{S.intro}</p>
        </Head>
        {state.status === 'loading' && (
          <StatePanel>
            <Spinner label="Memuat artikel tersimpan..." />
          </StatePanel>
        )}
        {state.status === 'unavailable' && (
          <StatePanel role="status">
            <p>{S.unavailable}</p>
          </StatePanel>
        )}
        {state.status === 'failed' && (
          <StatePanel role="alert">
            <p>Daftar artikel tersimpan tidak dapat dibaca dari perangkat ini.</p>
            <Button onClick={reload}>{S.retry}</Button>
          </StatePanel>
        )}
        {state.status === 'ready' && items.length === 0 && (
          <Empty>
            <h2 ref={heading} tabIndex={-1}>
              {S.empty}
            </h2>
            <p>{S.emptyHint}</p>
            <MessageActions>
              <ButtonLink to={ROUTES.freekick}>Buka Free Kick</ButtonLink>
              <ButtonLink to={ROUTES.blog} $variant="secondary">
                Blog
              </ButtonLink>
            </MessageActions>
          </Empty>
        )}
        {state.status === 'ready' && items.length > 0 && (
          <>
            <Toolbar>
              <div>
                <h2 ref={heading} tabIndex={-1}>
                  {items.length} artikel
                </h2>
                <p data-testid="storage-used">
                  {quota
                    ? S.usedOfQuota(formatBytes(used), formatBytes(quota))
                    : S.used(formatBytes(used))}
                </p>
              </div>
              <Button
                $variant="secondary"
                aria-disabled={busy || undefined}
                onClick={() => !busy && setConfirming(true)}
              >
                {S.removeAll}
              </Button>
            </Toolbar>
            {removeFailed && <p role="alert">{S.removeFailed}</p>}
            <List aria-label="Artikel tersimpan">
              {items.map((item) => (
                <Row key={item.path}>
                  <div>
                    <Badge>{item.where}</Badge>
                    <h3>
                      <Link to={item.path}>{item.title}</Link>
                    </h3>
                    <p>
                      Disimpan {formatSavedAt(item.savedAt)} ·{' '}
                      {formatBytes(item.bytes + item.memberBytes)}
                      {item.hasMemberCopy ? ' · dengan materi anggota' : ''}
                    </p>
                  </div>
                  <RowActions>
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`${S.remove} ${item.title}`}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && void after(() => remove(item.path))}
                    >
                      {S.remove}
                    </Button>
                  </RowActions>
                </Row>
              ))}
            </List>
          </>
        )}
      </Section>
      <Dialog
        open={confirming}
        alert
        size="sm"
        title={S.confirmRemoveAll}
        description={S.confirmRemoveAllText}
        onClose={() => setConfirming(false)}
      >
        <DialogActions>
          <Button $variant="secondary" onClick={() => setConfirming(false)}>
            {S.cancel}
          </Button>
          <Button
            $variant="danger"
            onClick={() => {
              setConfirming(false);
              void after(removeAll);
            }}
          >
            {S.removeAll}
          </Button>
        </DialogActions>
      </Dialog>
    </main>
  );
}
