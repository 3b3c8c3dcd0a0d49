import { Button } from '../../../components/Button/Button';
import type { ImageValue } from './article-form';
import { Images } from './ArticleEditor.styles';

/** The images of the banner or of one section, each with its name and a remove button. */
export function ImageList({
  images,
  label,
  onRemove,
}: {
  images: ImageValue[];
  label: string;
  onRemove: (index: number) => void;
}) {
  if (images.length === 0) return null;
  return (
    <Images aria-label={label}>
      {images.map((img, i) => (
        <li key={`${img.name}-${i}`}>
          <img src={img.src} alt="" width={64} height={40} />
          <code>{img.name}</code>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={() => onRemove(i)}
            aria-label={`Hapus gambar ${img.name}`}
          >
            Hapus
          </Button>
        </li>
      ))}
    </Images>
  );
}
