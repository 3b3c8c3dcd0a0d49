import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { EmptyPanel } from '../../../components/StatePanel/StatePanel';

/** The spec's words for a Free Kick list with no cards: nothing matched, or the list failed. */
export const NO_ARTICLES = 'Tidak ada artikel ditemukan.';

/** The empty panel, its line in bold. */
const Panel = styled(EmptyPanel)`
  p {
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
