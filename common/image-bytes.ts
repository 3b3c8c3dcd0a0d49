/**
 * Whether the bytes of an image data URL are an image of the type it declares: shared by the
 * server (which refuses one that is not), the editor (which reads a picked file under the type
 * its bytes have) and the kit's in-memory server. Browser and Node alike (atob, TextDecoder).
 */
import { IMAGE_DATA_TYPES, IMAGE_DATA_URL } from './image-ref.ts';

function startsWith(buf: Uint8Array, bytes: number[], at = 0): boolean {
  return bytes.every((b, i) => buf[at + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Magic bytes of each accepted raster type. */
const MAGIC: Record<string, (head: Uint8Array) => boolean> = {
  png: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  gif: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  webp: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
};

/**
 * An SVG is text that starts with `<`, a byte order mark or ASCII white space, and whose
 * first element is <svg>, with attributes or self-closing (`<svg/>`), after an optional BOM, XML
 * declaration, comments and doctype.
 */
function isSvg(data: Uint8Array): boolean {
  const text = new TextDecoder().decode(data);
  if (!/^[\uFEFF\t\n\r <]/.test(text)) return false;
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^(\s*(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  return /^<svg(?:[\s>]|\/>)/i.test(rest);
}

/** The bytes of whole base64 text. */
export function fromBase64(b64: string): Uint8Array {
  const text = atob(b64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The accepted image type (`png`, `jpeg`, `gif`, `webp`, `svg+xml`) that a file's bytes are,
 * whatever its name or declared type says; null for none of them.
 */
export function imageTypeOf(bytes: Uint8Array): (typeof IMAGE_DATA_TYPES)[number] | null {
  for (const type of ['png', 'jpeg', 'gif', 'webp'] as const) if (MAGIC[type]!(bytes)) return type;
  return isSvg(bytes) ? 'svg+xml' : null;
}

/** A data URL that declares one of the accepted image types (whatever follows the comma). */
const DECLARED_IMAGE = new RegExp(
  `^data:image/(${IMAGE_DATA_TYPES.map((t) => t.replace('+', '\\+')).join('|')});base64,`,
);

export const BASE64_PROBLEM = 'harus path situs (/...) atau data URL gambar base64 yang valid.';

/**
 * What is wrong with a data URL that declares an accepted image type: its payload
 * is not whole base64 (or is empty), or its bytes are not an image of that type.
 * Null when it is a good image, or when the value declares no accepted image type.
 */
export function dataUrlProblem(value: string): string | null {
  if (!DECLARED_IMAGE.test(value)) return null;
  const m = IMAGE_DATA_URL.exec(value);
  if (!m || m[2]!.length % 4 !== 0 || m[2]!.length === 0) return BASE64_PROBLEM;
  const type = m[1]!;
  const b64 = m[2]!;
  const ok =
    type === 'svg+xml' ? isSvg(fromBase64(b64)) : MAGIC[type]!(fromBase64(b64.slice(0, 64)));
  return ok
    ? null
    : `isi data URL bukan gambar ${type === 'svg+xml' ? 'SVG' : type.toUpperCase()} yang valid.`;
}

/** Whether a value declares one of the accepted image types as a data URL. */
export const declaresImage = (value: string): boolean => DECLARED_IMAGE.test(value);
