import { describe, expect, it } from 'vitest';
import { dataUrlProblem, fromBase64, imageTypeOf } from './image-bytes';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('the image type of a file, by its bytes', () => {
  it('names each accepted type by its signature, whatever the file is called', () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageTypeOf(text('GIF89a...'))).toBe('gif');
    expect(imageTypeOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageTypeOf(text('<?xml version="1.0"?>\n<svg xmlns="x"/>'))).toBe('svg+xml');
    expect(imageTypeOf(text('<svg/>'))).toBe('svg+xml');
    expect(imageTypeOf(text('<svgx/>'))).toBeNull();
  });

  it('names nothing for an empty file, a document or a page', () => {
    expect(imageTypeOf(bytes())).toBeNull();
    expect(imageTypeOf(text('%PDF-1.4'))).toBeNull();
    expect(imageTypeOf(text('<html><body>x</body></html>'))).toBeNull();
  });

  it('decodes base64 as the server reads a data URL', () => {
    expect([...fromBase64('iVBORw0KGgo=')]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
    const page = `data:image/svg+xml;base64,${btoa('<html><body>x</body></html>')}`;
    expect(dataUrlProblem(page)).toBe('isi data URL bukan gambar SVG yang valid.');
  });
});
