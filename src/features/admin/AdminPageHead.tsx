import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin-bottom: 0.25rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The top of an admin page: its h1 and a muted lead below it, and at the end of the row the
 * page's main action when it has one (`children`, e.g. "+ Tulis artikel").
 */
export function AdminPageHead({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Head>
      <div>
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
      {children}
    </Head>
  );
}
