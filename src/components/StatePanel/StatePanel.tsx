import styled from 'styled-components';

/**
 * The dashed panel that stands in for a list while it loads, fails or is empty: a spinner or a
 * message, centred, with an optional action below.
 */
export const StatePanel = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 14rem;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

/**
 * In place of a list that has nothing in it (no match, an empty cart): a picture or a heading, a
 * line of text and an optional action, centred in a dashed outline.
 */
export const EmptyPanel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0;
  }
`;

/**
 * In place of a page's content while it loads, or when it is missing or has failed: its lines
 * centred in a block at least 40% of the viewport high.
 */
export const PageMessage = styled.div<{ $gap?: 3 | 4 }>`
  display: grid;
  place-items: center;
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  min-height: 40vh;
  text-align: center;
`;

/** The actions under a message (retry, go back), side by side and centred, wrapping when narrow. */
export const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
