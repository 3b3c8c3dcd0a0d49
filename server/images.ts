import { HttpError, MESSAGES } from './errors.ts';
import { LIMITS } from './config.ts';
import { IMAGE_DATA_URL } from '../common/image-ref.ts';

function startsWith(buf: Buffer, bytes: number[], at = 0): boolean {
  return bytes.every((b, i) => buf[at + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Magic bytes of each accepted raster type. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  png: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  gif: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  webp: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
};

/** An SVG is text whose first element is <svg> (after an optional BOM, XML declaration, comments, doctype). */
function isSvg(data: Buffer): boolean {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const rest = text.replace(/^(\s*(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/**
 * An image reference is a site path (`/images/...`) or a base64 image data
 * URL whose bytes really are the declared type. Throws the contract's 400/413.
 */
export function checkImageRef(value: string, field: string): void {
  if (value.length > LIMITS.imageChars) throw new HttpError(413, MESSAGES.imageTooLarge(field));
  if (value.startsWith('/')) {
    // `//host/x.png` would be another site's image; so would `/\t/host/x.png` (browsers drop tabs and newlines).
    // eslint-disable-next-line no-control-regex
    if (value.includes('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value))
      throw new HttpError(400, `${field}: harus path situs yang diawali satu "/".`);
    return;
  }
  const m = IMAGE_DATA_URL.exec(value);
  if (!m || m[2]!.length % 4 !== 0 || m[2]!.length === 0) {
    throw new HttpError(
      400,
      `${field}: harus path situs (/...) atau data URL gambar base64 yang valid.`,
    );
  }
  const type = m[1]!;
  const b64 = m[2]!;
  const ok =
    type === 'svg+xml'
      ? isSvg(Buffer.from(b64, 'base64'))
      : MAGIC[type]!(Buffer.from(b64.slice(0, 64), 'base64'));
  if (!ok)
    throw new HttpError(
      400,
      `${field}: isi data URL bukan gambar ${type === 'svg+xml' ? 'SVG' : type.toUpperCase()} yang valid.`,
    );
}
