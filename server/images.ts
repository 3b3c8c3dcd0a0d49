import { HttpError, MESSAGES } from './errors.ts';
import { LIMITS } from './config.ts';
import { BASE64_PROBLEM, dataUrlProblem, declaresImage } from '../common/image-bytes.ts';

/**
 * An image reference is a site path (`/images/...`) or a base64 image data
 * URL whose bytes really are the declared type. Throws the contract's 400 naming the field.
 */
export function checkImageRef(value: string, field: string): void {
  if (value.length > LIMITS.imageChars) throw new HttpError(400, MESSAGES.imageTooLarge(field));
  if (value.startsWith('/')) {
    // `//host/x.png` would be another site's image; so would `/\t/host/x.png` (browsers drop tabs and newlines).
    // eslint-disable-next-line no-control-regex
    if (value.includes('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value))
      throw new HttpError(400, `${field}: harus path situs yang diawali satu "/".`);
    return;
  }
  const problem = declaresImage(value) ? dataUrlProblem(value) : BASE64_PROBLEM;
  if (problem) throw new HttpError(400, `${field}: ${problem}`);
}
