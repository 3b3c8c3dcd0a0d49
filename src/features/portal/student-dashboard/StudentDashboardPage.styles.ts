import styled from 'styled-components';
import { media } from '../../../theme/tokens';

export const Layout = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[16]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  > * {
    min-width: 0;
  }
  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;
export const Side = styled.aside`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
`;
export const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* A long name or email wraps inside the card (at its @ first), never past its edge. */
  > div {
    min-width: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
export const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: 800;
`;
export const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    /* Above the page on a phone: the items wrap onto a second row rather than run off its edge. */
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    ${media.lg} {
      flex-direction: column;
    }
  }
  /* The menu's own items only: the account dialog inside the last one has its own buttons. */
  li > a,
  li > button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  li > button[data-danger] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
export const Head = styled.header`
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin-bottom: 0.25rem;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
`;
export const Stats = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[6]} 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  /* On a phone two tiles a row, the total (the widest figure) across the whole row. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  li:last-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    li:last-child {
      grid-column: auto;
    }
  }
  li {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  strong {
    display: block;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-family: ${({ theme }) => theme.font.heading};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
export const CourseItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;
export const CardFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  a {
    font-weight: 700;
  }
`;
/** The member's plan, under the email. */
export const Plan = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;
