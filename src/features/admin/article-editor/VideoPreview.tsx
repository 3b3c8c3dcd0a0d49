import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { youtubeId } from '../../../../common/video-link';
import { Hint, VideoBox } from './ArticleEditor.styles';

/** A section's YouTube link, once recognised: its id, and the video on request (nothing loads before). */
export function VideoPreview({ link, title }: { link: string; title: string }) {
  const id = youtubeId(link);
  const [playing, setPlaying] = useState(false);
  if (!id) return null;
  return (
    <VideoBox>
      <Hint>Video YouTube terdeteksi: {id}</Hint>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
          title={`Pratinjau video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div>
          <Button $variant="secondary" $size="sm" onClick={() => setPlaying(true)}>
            ▶ Putar pratinjau
          </Button>
        </div>
      )}
    </VideoBox>
  );
}
