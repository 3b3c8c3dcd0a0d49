import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../theme/tokens';
import { PageMessage } from '../../../components/StatePanel/StatePanel';
import { shade } from '../../../theme/themes';
import { translucent } from '../../../theme/translucent';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(20rem, 1fr);
    align-items: start;
  }
`;
export { DetailBanner as Banner } from '../../../components/DetailBanner/DetailBanner';
export const Badges = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
export const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;
  text-decoration: none;
`;
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
export const People = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;
export const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 18px 40px -24px ${translucent(shade.ink, 0.5)};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
export const TicketOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.color.primary};
    margin: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
export const QuantityLabel = styled.label`
  font-weight: 700;
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
export const Quantity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  input {
    width: 4.5rem;
    min-height: 2.75rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
  button {
    width: 2.75rem;
    padding: 0;
    font-size: 1.25rem;
  }
`;
export const QuantityHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
export const Center = styled(PageMessage)`
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
`;
