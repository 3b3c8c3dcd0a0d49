import { useState } from 'react';
import styled from 'styled-components';
import { youtubeEmbedUrl } from '../../../common/video-link';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #0b1220;
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
  width: 100%;
  padding: 0;
  border: 0;
  cursor: pointer;
  background: transparent;
  color: #fff;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &:hover span[data-play],
  &:focus-visible span[data-play] {
    transform: translate(-50%, -50%) scale(1.08);
  }
  &:focus-visible {
    outline-offset: -6px;
  }
`;
const Play = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: #b91c1c;
  display: grid;
  place-items: center;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  transition: transform ${({ theme }) => theme.motion.base};
  svg {
    width: 1.75rem;
    height: 1.75rem;
    margin-left: 0.25rem;
  }
`;
const Caption = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 0.75rem 1rem;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.85));
  text-align: left;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const VALID_ID = /^[\w-]{6,20}$/;

/**
 * A click-to-load YouTube facade: a local poster until the visitor asks for the
 * video, so nothing is requested from YouTube before that click. The player
 * then comes from the privacy-enhanced youtube-nocookie.com domain.
 */
export function YouTubeFacade({
  videoId,
  title,
  poster = '/images/blog/video-poster.svg',
}: {
  videoId: string;
  title: string;
  poster?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  if (!VALID_ID.test(videoId)) return null;
  return (
    <Frame>
      {loaded ? (
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <Poster type="button" onClick={() => setLoaded(true)} aria-label={`Putar video: ${title}`}>
          <img src={poster} alt="" width={640} height={400} loading="lazy" />
          <Play data-play aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="#fff">
              <path d="M6 4l14 8-14 8z" />
            </svg>
          </Play>
          <Caption aria-hidden="true">{title} · Video dimuat dari YouTube setelah diklik</Caption>
        </Poster>
      )}
    </Frame>
  );
}
