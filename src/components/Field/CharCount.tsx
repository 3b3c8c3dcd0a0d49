import styled from 'styled-components';

/** From this share of the limit on, the counter stands out and says how many are left. */
export const NEAR_LIMIT = 0.9;

const Count = styled.p<{ $state: 'quiet' | 'near' | 'over' }>`
  margin: 0;
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $state }) => ($state === 'quiet' ? 400 : 700)};
  color: ${({ theme, $state }) => ($state === 'over' ? theme.color.danger : $state === 'near' ? theme.color.text : theme.color.textMuted)};
`;

const id = (n: number) => n.toLocaleString('id-ID');

/** What the counter says: how many of the limit, and near it how many are left or too many. */
export function charCountText(length: number, limit: number): string {
  const count = `${id(length)} / ${id(limit)} karakter`;
  if (length > limit) return `${count}, kelebihan ${id(length - limit)}`;
  if (length >= limit * NEAR_LIMIT) return `${count}, sisa ${id(limit - length)}`;
  return count;
}

/**
 * A text field's length against the contract's limit, under the field: its `id` goes in the
 * field's aria-describedby. Near the limit (and over it) a polite live region says the count,
 * so that someone who cannot see the counter hears it as they type; before that it is quiet.
 */
export function CharCount({
  id: countId,
  length,
  limit,
}: {
  id: string;
  length: number;
  limit: number;
}) {
  const state = length > limit ? 'over' : length >= limit * NEAR_LIMIT ? 'near' : 'quiet';
  const text = charCountText(length, limit);
  return (
    <>
      <Count id={countId} $state={state}>
        {text}
      </Count>
      <span className="visually-hidden" aria-live="polite">
        {state === 'quiet' ? '' : text}
      </span>
    </>
  );
}
