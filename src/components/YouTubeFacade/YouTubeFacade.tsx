import { useState } from 'react';
import { isYouTubeVideoId, youtubeEmbedUrl } from '../../../common/video-link';
import {
  Frame,
  ImageCaption,
  ImagePlay,
  ImagePoster,
  PitchLabel,
  PitchNote,
  PitchPlay,
  PitchPoster,
} from './YouTubeFacade.styles';

export interface YouTubeFacadeProps {
  /** The YouTube video id; anything that is not one renders nothing. */
  videoId: string;
  /** What the video shows: names the play button and the player. */
  title: string;
  /**
   * A poster image, shown with the title as its caption (blog posts, the about page). Without
   * one, a drawn futsal pitch says "Putar video" (article sections).
   */
  poster?: string;
}

const PlayIcon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <path d={path} />
  </svg>
);

/**
 * A click-to-load YouTube player: a local poster until the visitor presses play, so nothing
 * is requested from YouTube before that; then the privacy-enhanced player
 * (youtube-nocookie.com) loads.
 */
export function YouTubeFacade({ videoId, title, poster }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (!isYouTubeVideoId(videoId)) return null;
  const play = () => setPlaying(true);
  const label = `Putar video: ${title}`;
  return (
    <Frame data-testid="video" $withImage={poster !== undefined}>
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : poster !== undefined ? (
        <ImagePoster type="button" onClick={play} aria-label={label}>
          <img src={poster} alt="" width={640} height={400} loading="lazy" />
          <ImagePlay data-play aria-hidden="true">
            <PlayIcon path="M6 4l14 8-14 8z" />
          </ImagePlay>
          <ImageCaption aria-hidden="true">
            <span>{title} · Video dimuat dari YouTube setelah diklik</span>
          </ImageCaption>
        </ImagePoster>
      ) : (
        <PitchPoster type="button" onClick={play} aria-label={label}>
          <PitchPlay className="play" aria-hidden="true">
            <PlayIcon path="M7 4.5v15l13-7.5z" />
          </PitchPlay>
          <PitchLabel aria-hidden="true">Putar video</PitchLabel>
          <PitchNote aria-hidden="true">
            Video dimuat dari YouTube (mode privasi) setelah Anda menekan putar.
          </PitchNote>
        </PitchPoster>
      )}
    </Frame>
  );
}
