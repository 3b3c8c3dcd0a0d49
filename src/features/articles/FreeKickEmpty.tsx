import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';

/** The spec's words for a Free Kick list with no cards: nothing matched, or the list failed. */
export const NO_ARTICLES = 'Tidak ada artikel ditemukan.';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
/** The failure's words: a heading-like line (the spec's) and what happened below it. */
const Said = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Picture = () => (
  <img src="/images/articles/empty-search.svg" alt="" width={160} height={120} />
);

/** Nothing matches: the list is empty (for a search, with a hint). */
export function NoArticles({ query }: { query: string }) {
  return (
    <Panel role="status">
      <Picture />
      <p>{NO_ARTICLES}</p>
      {query && <span>Coba kata kunci lain, misalnya “taktik” atau nama penulis.</span>}
    </Panel>
  );
}

/** The list failed: the spec's words, what happened (an outage, not an empty site) and a retry. */
export function ListFailure({
  onRetry,
  retryRef,
}: {
  onRetry: () => void;
  retryRef: Ref<HTMLButtonElement>;
}) {
  return (
    <Panel>
      <Picture />
      <Said role="status">
        <p>{NO_ARTICLES}</p>
        <span>
          Daftar artikel gagal dimuat: server tidak dapat dihubungi atau sedang bermasalah.
        </span>
      </Said>
      <Button ref={retryRef} onClick={onRetry}>
        Coba lagi
      </Button>
    </Panel>
  );
}
