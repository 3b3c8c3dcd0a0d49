import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { Button, ButtonLink } from '../../components/Button/Button';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';
import { Spinner } from '../../components/Spinner/Spinner';
import { MessageActions } from '../../components/StatePanel/StatePanel';
import { getMemberBlogContent } from '../../api/members';
import { ApiError } from '../../api/errors';
import { SAVED_STRINGS } from '../../config/saved-strings';
import type { MemberBlogContent } from '../../../common/api/types';
import { blogMembersUrl, useMemberCopy } from '../saved';
import { Prose } from './Prose';
import { sanitizePostHtml } from './sanitize';

const Members = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.primary};
    outline-offset: 3px;
  }
`;
const Locked = styled.section`
  position: relative;
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 32rem;
    margin: 0 auto 1.25rem;
  }
`;
const Waiting = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 10rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Failure = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The prompt in place of the members' section for a visitor who is not signed in. */
export function LockedPrompt() {
  return (
    <Locked aria-labelledby="locked-title">
      <StrokeIcon width="40" height="40">
        <rect x="4" y="10" width="16" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </StrokeIcon>
      <h2 id="locked-title">Lanjutan artikel ini khusus anggota</h2>
      <p>
        Login atau daftar untuk membaca progresi latihan, contoh sesi lengkap dan materi unduhan.
      </p>
      <MessageActions>
        <ButtonLink to={ROUTES.login}>Login</ButtonLink>
        <ButtonLink to={ROUTES.register} $variant="secondary">
          Daftar
        </ButtonLink>
      </MessageActions>
    </Locked>
  );
}

export const MEMBERS_LOADING = 'Memuat materi anggota...';
export const MEMBERS_FAILED = 'Materi anggota belum dapat dimuat.';

type State =
  | { status: 'loading' }
  | { status: 'ready'; html: string; fromCopy?: boolean }
  | { status: 'failed'; message: string }
  | { status: 'signedOut' };

/**
 * The members' section of a post, for a signed-in visitor: asked from the API (it is not in
 * the site's code), shown sanitised. While it loads the section says so; a failure says what
 * went wrong and offers "Coba lagi" (the client's timeout ends every wait). A 401 means the
 * server no longer knows the session: the login prompt, as for a visitor.
 */
export function MembersSection({ postId }: { postId: number }) {
  // One post per mount: the page gives each post its own (key), so loading starts afresh.
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const section = useRef<HTMLElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  const memberCopy = useMemberCopy();

  useEffect(() => {
    let current = true;
    getMemberBlogContent(postId).then(
      ({ html }) => {
        if (current) setState({ status: 'ready', html: sanitizePostHtml(html) });
      },
      async (err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && err.status === 401) return setState({ status: 'signedOut' });
        // No network (or no server): the copy this member saved for offline, when there is one.
        const unreachable = err instanceof ApiError && (err.isNetworkError || err.status >= 500);
        const copy = unreachable
          ? await memberCopy(blogMembersUrl(postId))
              .then((r) => (r ? (r.json() as Promise<MemberBlogContent>) : null))
              .catch(() => null)
          : null;
        if (!current) return;
        if (copy) setState({ status: 'ready', html: sanitizePostHtml(copy.html), fromCopy: true });
        else
          setState({
            status: 'failed',
            message:
              err instanceof ApiError && err.isNetworkError
                ? err.message
                : 'Server sedang bermasalah. Coba lagi sebentar lagi.',
          });
      },
    );
    return () => {
      current = false;
    };
  }, [postId, attempt, memberCopy]);

  // After a retry, focus waits on the section; if the retry fails too, it returns to "Coba lagi".
  useEffect(() => {
    if (state.status === 'failed' && retried.current) retryButton.current?.focus();
  }, [state]);

  if (state.status === 'signedOut') return <LockedPrompt />;
  return (
    <Members
      ref={section}
      tabIndex={-1}
      aria-labelledby="members-title"
      aria-busy={state.status === 'loading'}
    >
      <p>
        <Badge $tone="success">Anggota</Badge>
      </p>
      <h2 id="members-title">Materi khusus anggota</h2>
      {state.status === 'loading' && (
        <Waiting>
          <Spinner label={MEMBERS_LOADING} />
          <span aria-hidden="true">{MEMBERS_LOADING}</span>
        </Waiting>
      )}
      {state.status === 'ready' && state.fromCopy && <p>{SAVED_STRINGS.membersOffline}</p>}
      {state.status === 'ready' && <Prose dangerouslySetInnerHTML={{ __html: state.html }} />}
      {state.status === 'failed' && (
        <Failure role="alert">
          <p>
            <strong>{MEMBERS_FAILED}</strong>
          </p>
          <p>{state.message}</p>
          <Button
            ref={retryButton}
            onClick={() => {
              retried.current = true;
              section.current?.focus();
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Coba lagi
          </Button>
        </Failure>
      )}
    </Members>
  );
}
