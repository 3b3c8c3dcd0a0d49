import type { ReactNode } from 'react';
import styled from 'styled-components';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const Band = styled.div`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 20%, ${translucent(shade.ember, 0.35)}, transparent 45%),
    repeating-linear-gradient(
      90deg,
      ${translucent(shade.white, 0.035)} 0 80px,
      transparent 80px 160px
    ),
    ${({ theme }) => theme.color.heroBg};
  color: ${({ theme }) => theme.color.onHero};
  &::after {
    content: '';
    position: absolute;
    right: -6rem;
    bottom: -9rem;
    width: 22rem;
    height: 22rem;
    border-radius: 50%;
    border: 3px solid ${translucent(shade.white, 0.12)};
    pointer-events: none;
  }
`;
const Inner = styled.div`
  position: relative;
  z-index: 1;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[10]};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    font-weight: 800;
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  }
  p {
    max-width: 42rem;
    color: ${({ theme }) => theme.band.muted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
  }
`;
const Eyebrow = styled.span`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.band.eyebrow};
`;

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The dark pitch-green band that opens a page: eyebrow, the page's h1, a lead and optional extras. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <Band>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </Inner>
    </Band>
  );
}
