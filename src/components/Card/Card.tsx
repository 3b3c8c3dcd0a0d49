import styled from 'styled-components';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 10px 30px -12px ${translucent(shade.ink, 0.25)};
  padding: ${({ theme }) => theme.space[6]};
`;
