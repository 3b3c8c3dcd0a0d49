import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { getCurrentUser } from '../../api/auth';
import type { Role } from '../../../common/api/types';
import { Button } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import { useSession } from '../../shell/session';
import { decideAccess } from './guard';

const Centre = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

export interface RequireRoleProps {
  /** The roles this route allows. */
  allowed: readonly Role[];
  /** Where a visitor without a token goes (default /login). */
  signedOutTo?: string;
}

/**
 * A layout route that lets the allowed roles through and redirects everyone
 * else as `decideAccess` says. A token without a known user loads GET /user first.
 */
export function RequireRole({ allowed, signedOutTo }: RequireRoleProps) {
  const { token, user, actor } = useSession();
  const { pathname } = useLocation();
  const decision = decideAccess({
    token,
    role: user?.role ?? null,
    path: pathname,
    allowed,
    ...(signedOutTo ? { signedOutTo } : {}),
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const identifying = decision.type === 'identify';

  useEffect(() => {
    if (!identifying) return;
    let live = true;
    getCurrentUser().then(
      (loaded) => live && actor.send({ type: 'session.userLoaded', user: loaded }),
      // A 401 signs the session out (client middleware); anything else offers a retry.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [identifying, actor, attempt]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'allow') return <Outlet />;
  return (
    <Centre aria-busy={!failed}>
      {failed ? (
        <div>
          <h1>Profil tidak dapat dimuat</h1>
          <p>Periksa koneksi Anda, lalu coba lagi.</p>
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Coba lagi
          </Button>
        </div>
      ) : (
        <Spinner label="Memeriksa akses..." />
      )}
    </Centre>
  );
}
