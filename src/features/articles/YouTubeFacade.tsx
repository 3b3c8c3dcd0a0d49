import { useState } from 'react';
import styled from 'styled-components';
import { youtubeEmbedUrl } from '../../../common/video-link';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: #06170f;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Poster = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 0.75rem;
  width: 100%;
  border: 0;
  padding: 1.5rem;
  cursor: pointer;
  color: #ffffff;
  text-align: center;
  background:
    radial-gradient(
      circle at 50% 50%,
      transparent 0 22%,
      rgba(255, 255, 255, 0.08) 22.2% 22.8%,
      transparent 23%
    ),
    linear-gradient(
      90deg,
      transparent calc(50% - 1px),
      rgba(255, 255, 255, 0.14) calc(50% - 1px) calc(50% + 1px),
      transparent calc(50% + 1px)
    ),
    repeating-linear-gradient(90deg, #0b3d26 0 12.5%, #0e4a2e 12.5% 25%);
  &:hover .play,
  &:focus-visible .play {
    transform: scale(1.08);
    background: #9a3412;
  }
  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: -6px;
  }
`;

const Play = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: #c2410c;
  box-shadow: 0 12px 30px -8px rgba(0, 0, 0, 0.6);
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  svg {
    width: 1.75rem;
    height: 1.75rem;
    margin-left: 0.25rem;
  }
`;

const Label = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  max-width: 34rem;
  color: #e2e8f0;
`;

/**
 * A click-to-load YouTube player: nothing is requested from YouTube until the
 * visitor presses play; then the privacy-enhanced (youtube-nocookie.com) player loads.
 */
export function YouTubeFacade({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Frame data-testid="video">
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <Poster type="button" onClick={() => setPlaying(true)} aria-label={`Putar video: ${title}`}>
          <Play className="play" aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="currentColor">
              <path d="M7 4.5v15l13-7.5z" />
            </svg>
          </Play>
          <Label aria-hidden="true">Putar video</Label>
          <Note aria-hidden="true">
            Video dimuat dari YouTube (mode privasi) setelah Anda menekan putar.
          </Note>
        </Poster>
      )}
    </Frame>
  );
}
