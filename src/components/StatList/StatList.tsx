import styled from 'styled-components';
import { formatNumber } from '../../lib/format';
import { media } from '../../theme/tokens';

/** One figure: its value written the id-ID way ("20.000") with its unit after it. */
export interface Stat {
  value: number;
  unit: string;
  label: string;
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: 800;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
`;

/**
 * Figures as a definition list, two a row and four from md up, each value in large heading type
 * above its label. The tiles' own look (padding, background, the label's colour) is the page's:
 * `styled(StatList)`.
 */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <Grid className={className}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{`${formatNumber(s.value)}${s.unit}`}</dd>
        </div>
      ))}
    </Grid>
  );
}
