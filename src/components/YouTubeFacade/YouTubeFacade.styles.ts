import styled, { css } from 'styled-components';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

/** The 16:9 box; the player fills it once the visitor pressed play. */
export const Frame = styled.div<{ $withImage: boolean }>`
  position: relative;
  container: facade / inline-size;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $withImage }) =>
    $withImage
      ? css`
          /* The poster and its caption below it set the height; the player is 16:9. */
          aspect-ratio: auto;
          background: ${({ theme }) => theme.band.video};
          &:has(iframe) {
            aspect-ratio: 16 / 9;
          }
        `
      : css`
          width: 100%;
          background: ${({ theme }) => theme.band.pitch};
        `}
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const PosterButton = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -6px;
  }
`;

const PlayDisc = styled.span`
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  svg {
    width: 1.75rem;
    height: 1.75rem;
    margin-left: 0.25rem;
  }
`;

// The drawn poster: a futsal pitch with "Putar video" and a note (no image to load).

export const PitchPoster = styled(PosterButton)`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 0.75rem;
  padding: 1.5rem;
  color: ${({ theme }) => theme.color.onHero};
  text-align: center;
  background:
    radial-gradient(
      circle at 50% 50%,
      transparent 0 22%,
      ${translucent(shade.white, 0.08)} 22.2% 22.8%,
      transparent 23%
    ),
    linear-gradient(
      90deg,
      transparent calc(50% - 1px),
      ${translucent(shade.white, 0.14)} calc(50% - 1px) calc(50% + 1px),
      transparent calc(50% + 1px)
    ),
    repeating-linear-gradient(
      90deg,
      ${({ theme }) => theme.band.stripe} 0 12.5%,
      ${({ theme }) => theme.band.stripeAlt} 12.5% 25%
    );
  &:hover .play,
  &:focus-visible .play {
    transform: scale(1.08);
    background: ${({ theme }) => theme.band.actionHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.band.focus};
  }
`;

export const PitchPlay = styled(PlayDisc)`
  background: ${({ theme }) => theme.band.action};
  box-shadow: 0 12px 30px -8px ${translucent(shade.black, 0.6)};
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;

export const PitchLabel = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
  text-shadow: 0 1px 2px ${translucent(shade.black, 0.6)};
`;

export const PitchNote = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  max-width: 34rem;
  color: ${({ theme }) => theme.band.muted};
`;

// The image poster: the picture, a play button on it and the title as a caption.

export const ImagePoster = styled(PosterButton)`
  position: relative;
  inset: auto;
  display: block;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.onHero};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
  }
  &:hover span[data-play],
  &:focus-visible span[data-play] {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;

/**
 * In a narrow frame (a phone), the disc is smaller and the caption keeps to two lines.
 */
const NARROW = '@container facade (max-width: 32rem)';

export const ImagePlay = styled(PlayDisc)`
  position: absolute;
  left: 50%;
  /* The middle of the 16:9 picture (the frame's width is the container's), above the caption. */
  top: calc(100cqw * 9 / 32);
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.band.play};
  box-shadow: 0 10px 30px ${translucent(shade.black, 0.45)};
  transition: transform ${({ theme }) => theme.motion.base};
  ${NARROW} {
    width: 3.5rem;
    height: 3.5rem;
    svg {
      width: 1.375rem;
      height: 1.375rem;
    }
  }
`;

/** Under the picture, never across its drawing. */
export const ImageCaption = styled.span`
  display: block;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.band.video};
  text-align: left;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${NARROW} {
    padding: 0.625rem 0.75rem;
    > span {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
`;
