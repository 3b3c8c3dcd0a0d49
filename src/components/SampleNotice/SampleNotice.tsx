import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * Says, where the user can see it, that the figures or lists next to it are the site's local
 * sample data and not the user's own (a new member's purchases, the admin's statistics).
 */
export function SampleNotice({ children }: { children: ReactNode }) {
  return (
    <Note role="note">
      <Badge>Data contoh</Badge> <span>{children}</span>
    </Note>
  );
}
