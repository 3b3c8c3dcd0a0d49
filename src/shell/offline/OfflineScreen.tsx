import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { OFFLINE_SCREEN_STRINGS as S } from './offline-screen-strings';
import { recentArticles, type RecentPage } from './recent-pages';

const Wrap = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  h2 {
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
const Mark = styled.svg`
  display: block;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.primary};
`;
const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.color.primary};
      color: ${({ theme }) => theme.color.primary};
    }
  }
`;

const Retry = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`;

/**
 * "Anda sedang offline": the page asked for is not on this device and there is no connection.
 * Links (full page loads, answered by the service worker) to what is: the home page, the saved
 * articles, the articles read recently; "Coba lagi" loads the page again.
 */
export function OfflineScreen({ recent: given }: { recent?: RecentPage[] }) {
  const [recent, setRecent] = useState<RecentPage[]>(given ?? []);
  useEffect(() => {
    if (given) return;
    let live = true;
    recentArticles()
      .then((pages) => live && setRecent(pages))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [given]);
  return (
    <Wrap>
      <title>{`${S.title} | ${BRAND.name}`}</title>
      <Mark
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
      </Mark>
      <h1>{S.title}</h1>
      <p>{S.body}</p>
      <Links>
        <li>
          <a href={ROUTES.home}>{S.home}</a>
        </li>
        <li>
          <a href={ROUTES.saved}>{S.saved}</a>
        </li>
      </Links>
      {recent.length > 0 && (
        <>
          <h2 id="offline-recent">{S.recent}</h2>
          <Links aria-labelledby="offline-recent">
            {recent.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
              </li>
            ))}
          </Links>
        </>
      )}
      <Retry>
        <Button $variant="secondary" onClick={() => window.location.reload()}>
          {S.retry}
        </Button>
      </Retry>
    </Wrap>
  );
}
