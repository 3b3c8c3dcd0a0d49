import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { formatNumber } from '../../../lib/format';
import type { ArticlePagesContext } from '../article-pages.machine';
import { media } from '../../../theme/tokens';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  ${media.columns} {
    grid-template-columns: 1fr;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Retry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** What a visitor hears for a count nobody knows: never a 0 that is not one. */
export const UNKNOWN_COUNT = 'tidak diketahui';

/** A count: the figure, "N+" (at least N), or "–" (unknown), each with words for screen readers. */
function Count({
  value,
  atLeast = false,
  label,
}: {
  value: number | null;
  atLeast?: boolean;
  label: string;
}) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{label}</span>
      </>
    );
  if (!atLeast) return <>{formatNumber(value)}</>;
  return (
    <>
      <span aria-hidden="true">{formatNumber(value)}+</span>
      <span className="visually-hidden">sedikitnya {formatNumber(value)}</span>
    </>
  );
}

export interface FreeKickCountsProps {
  stats: ArticlePagesContext['stats'];
  /** The articles matching across all pages, null when unknown. */
  total: number | null;
  /** How many cards are on screen. */
  shown: number;
  /** The first load is running: what is unknown is still coming. */
  busy: boolean;
  /** The counts failed beside a shown list: the retry below them is offered. */
  countsUnknown: boolean;
  /** That retry is running. */
  countsBusy: boolean;
  onRetry: () => void;
}

/**
 * The Free Kick summary: articles, distinct authors and the Video Komentar count (fixed at 0).
 * A count the server did not give is shown as unknown ("–"), or as "at least" the cards on
 * screen, never as a 0; while nothing came from the server, the fixed count too. When the counts
 * failed beside the list they can be asked again.
 */
export function FreeKickCounts({
  stats,
  total,
  shown,
  busy,
  countsUnknown,
  countsBusy,
  onRetry,
}: FreeKickCountsProps) {
  const unknown = busy ? 'sedang dimuat' : UNKNOWN_COUNT;
  const articles = stats?.articles ?? total ?? (shown > 0 ? shown : null);
  // Nothing came from the server (an outage, or still loading): the fixed Video Komentar count
  // is not shown as a 0 beside two unknown ones either.
  const nothingKnown = articles === null && !stats;
  const summary = useRef<HTMLDListElement>(null);
  const retried = useRef(false);

  // After a retry that worked the button is gone: focus goes to the counts it brought.
  useEffect(() => {
    if (countsUnknown || !retried.current) return;
    retried.current = false;
    summary.current?.focus();
  }, [countsUnknown]);

  return (
    <>
      <Stats ref={summary} tabIndex={-1}>
        <div>
          <dt>Artikel</dt>
          <dd data-testid="count-articles">
            <Count
              value={articles}
              atLeast={!stats && total === null && articles !== null}
              label={unknown}
            />
          </dd>
        </div>
        <div>
          <dt>Penulis</dt>
          <dd data-testid="count-authors">
            <Count value={stats?.authors ?? null} label={unknown} />
          </dd>
        </div>
        <div>
          <dt>Video Komentar</dt>
          <dd data-testid="count-videos">
            <Count value={nothingKnown ? null : 0} label={unknown} />
          </dd>
        </div>
      </Stats>
      {countsUnknown && (
        <Retry>
          <p id="freekick-counts-note">
            {total === null ? 'Jumlah artikel dan penulis' : 'Jumlah penulis'} belum bisa dimuat.
          </p>
          <Button
            $variant="secondary"
            $size="sm"
            aria-describedby="freekick-counts-note"
            aria-disabled={countsBusy || undefined}
            onClick={() => {
              if (countsBusy) return;
              retried.current = true;
              onRetry();
            }}
          >
            {countsBusy ? 'Memuat...' : 'Coba lagi'}
          </Button>
        </Retry>
      )}
    </>
  );
}
