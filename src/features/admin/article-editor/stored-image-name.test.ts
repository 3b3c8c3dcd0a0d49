import { describe, expect, it } from 'vitest';
import { storedImageName } from './article-form';

describe('how the editor names a stored image', () => {
  it('names an image the server stored under its hash by its type, not by the hash', () => {
    expect(storedImageName(`/media/${'ab12'.repeat(16)}.png`)).toBe('Gambar tersimpan (PNG)');
    expect(storedImageName(`/media/${'0f'.repeat(32)}.jpg`)).toBe('Gambar tersimpan (JPG)');
  });

  it('names an embedded data URL by its type', () => {
    expect(storedImageName('data:image/webp;base64,UklGRg==')).toBe('Gambar tersimpan (WEBP)');
    expect(storedImageName('data:image/svg+xml;base64,PHN2Zz4=')).toBe('Gambar tersimpan (SVG)');
  });

  it('names any other site path by its file name', () => {
    expect(storedImageName('/images/articles/pressing-tinggi.svg')).toBe('pressing-tinggi.svg');
    expect(storedImageName('/media/logo.png')).toBe('logo.png');
  });
});
