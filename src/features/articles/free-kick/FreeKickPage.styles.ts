import styled from 'styled-components';
import { media } from '../../../theme/tokens';

/** The search field's magnifier, drawn in the theme's field icon colour. */
const magnifier = (colour: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${encodeURIComponent(colour)}' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E")`;

/**
 * Phone: the search, the list (its first article on the first screen), then the counts and the
 * topics. Desktop: search, counts and topics in a side column beside the list.
 */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.columns} {
    grid-template-columns: 16rem 1fr;
    grid-template-areas: 'side list' 'counts list' 'topics list';
    grid-template-rows: auto auto 1fr;
    column-gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;
export const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.columns} {
    grid-area: side;
  }
`;
export const CountsSide = styled.aside`
  ${media.columns} {
    grid-area: counts;
  }
`;
export const TopicsSide = styled.aside`
  ${media.columns} {
    grid-area: topics;
  }
`;
export const List = styled.section`
  ${media.columns} {
    grid-area: list;
  }
  /* Focus waits here while a retry loads (the button it came from is gone). */
  &:focus {
    outline: none;
  }
  ul[data-stale] {
    opacity: 0.6;
  }
`;
export const Panel = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[5]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;
export const SearchLabel = styled.label`
  display: block;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-family: ${({ theme }) => theme.font.heading};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
export const SearchInput = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 0.875rem 0 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bg} no-repeat 0.75rem 50% / 1.1rem
    ${({ theme }) => magnifier(theme.color.fieldIcon)};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;
export const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  ${media.columns} {
    grid-template-columns: 1fr;
  }
  button {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-align: left;
    cursor: not-allowed;
  }
`;
export const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
/** "N artikel": announced when it changes; kept in the tree (hidden) so every change is heard. */
export const Result = styled.p<{ $hidden: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`}
`;
export const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
    text-align: center;
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
