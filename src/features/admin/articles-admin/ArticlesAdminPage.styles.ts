import styled from 'styled-components';
import { media } from '../../../theme/tokens';

export const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: 1fr 14rem;
    align-items: end;
  }
  label {
    display: block;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: 0.375rem;
  }
  select {
    appearance: none;
    padding-right: 2.5rem;
    background-image:
      linear-gradient(45deg, transparent 50%, currentColor 50%),
      linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position:
      calc(100% - 1.125rem) 50%,
      calc(100% - 0.75rem) 50%;
    background-size: 0.375rem 0.375rem;
    background-repeat: no-repeat;
  }
  input,
  select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background-color: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;
export const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${media.md} {
    grid-template-columns: 7rem 1fr auto;
    align-items: center;
  }
  img {
    width: 100%;
    aspect-ratio: 1200 / 630;
    height: auto;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
`;
export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    padding: 0 0.75rem;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
export const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  p {
    margin: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
