import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { heroMachine } from './hero.machine';
import { media } from '../../theme/tokens';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const Figure = styled.div`
  position: relative;
  margin: 0;
  width: 100%;
  max-width: 36rem;
  justify-self: center;
`;
const Toggle = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.xl};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.band.focus};
    outline-offset: 4px;
  }
`;
const Overlay = styled.div`
  position: absolute;
  left: 6%;
  right: 6%;
  bottom: 8%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${translucent(shade.pitchShadow, 0.86)};
  backdrop-filter: blur(6px);
  color: ${({ theme }) => theme.color.onHero};
  pointer-events: none;
  box-shadow: 0 20px 40px -20px ${translucent(shade.black, 0.7)};
  animation: rise ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  @keyframes rise {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin: 0 0 0.25rem;
    color: ${({ theme }) => theme.color.onHero};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.band.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    pointer-events: auto;
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    margin-top: ${({ theme }) => theme.space[3]};
    min-height: 2.5rem;
    padding: 0 1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.band.action};
    color: ${({ theme }) => theme.color.onHero};
    font-weight: 700;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.band.actionHover};
    }
  }
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.band.subtle};
`;

/**
 * The hint in the words of the device: a pointer that hovers, or a touch screen (which cannot
 * hover). The other wording is display: none, so assistive technology reads one too.
 */
const ForPointer = styled.span`
  ${media.noHover} {
    display: none;
  }
`;
const ForTouch = styled.span`
  display: none;
  ${media.noHover} {
    display: inline;
  }
`;

/**
 * The hero's tactics board: hover or focus reveals the overlay text, a click
 * pins or unpins it, and the Free Kick link shows only while pinned (hero machine).
 */
export function HeroReveal() {
  const overlayId = useId();
  const [state, send] = useMachine(heroMachine);
  const overlay = state.hasTag('overlay');
  const pinned = state.hasTag('linkVisible');
  return (
    <Figure
      onMouseEnter={() => send({ type: 'hero.enter' })}
      onMouseLeave={() => send({ type: 'hero.leave' })}
    >
      <Toggle
        type="button"
        aria-pressed={pinned}
        aria-controls={overlayId}
        aria-label="Sematkan sorotan Free Kick"
        onClick={() => send({ type: 'hero.toggle' })}
        onFocus={() => send({ type: 'hero.enter' })}
        onBlur={(e) => {
          if (!e.currentTarget.parentElement?.contains(e.relatedTarget))
            send({ type: 'hero.leave' });
        }}
      >
        <img
          src="/images/hero/hero-board.svg"
          fetchPriority="high"
          alt="Papan taktik pelatih dengan pola serangan futsal"
          width={720}
          height={560}
        />
      </Toggle>
      <Overlay id={overlayId} hidden={!overlay} data-testid="hero-overlay">
        <h2>Free Kick</h2>
        <p>
          Pola latihan, analisis taktik dan tips melatih dari pelatih berlisensi, setiap minggu.
        </p>
        {pinned && <Link to={ROUTES.freekick}>Baca Free Kick →</Link>}
      </Overlay>
      <Hint>
        <ForPointer>
          {pinned
            ? 'Tersemat. Klik papan lagi untuk melepas.'
            : 'Arahkan kursor ke papan, klik untuk menyematkan.'}
        </ForPointer>
        <ForTouch>
          {pinned ? 'Tersemat. Ketuk papan lagi untuk melepas.' : 'Ketuk papan untuk menyematkan.'}
        </ForTouch>
      </Hint>
    </Figure>
  );
}
