import styled from 'styled-components';

/** A home section's heading row: eyebrow and title, and an action at the end. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2.25rem);
    margin: 0.25rem 0 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
export const Eyebrow = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;
