import { LIMITS } from './config.ts';
import { dataUrlProblem } from '../common/image-bytes.ts';
import { CONDITION_MAX_LENGTH } from '../common/etag.ts';
import type { OperationId } from '../common/api/types.ts';

/** The messages the contract documents (and the site shows as is). */
export const MESSAGES = {
  badCredentials: 'Email atau password salah.',
  wrongPassword: 'Password salah. Akun tidak dihapus.',
  lastAdmin: 'Akun admin terakhir tidak dapat dihapus.',
  unauthorized: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.',
  forbidden: 'Hanya admin yang boleh mengubah artikel.',
  forbiddenAccounts: 'Hanya admin yang boleh mengelola akun anggota.',
  memberNotFound: 'Akun tidak ditemukan.',
  articleNotFound: 'Artikel tidak ditemukan.',
  documentNotFound: 'Dokumen tidak ditemukan.',
  memberContentNotFound: 'Materi anggota untuk artikel ini tidak ditemukan.',
  routeNotFound: 'Alamat API tidak ditemukan.',
  bodyTooLarge: (limitBytes: number) => `Ukuran data melebihi batas ${sizeText(limitBytes)}.`,
  bodyTooDeep: (levels: number) =>
    `body: JSON bersarang terlalu dalam (maksimal ${levels} tingkat).`,
  bodyCompressed: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).',
  imageTooLarge: (field: string) => `${field}: ukuran gambar melebihi batas 2 MiB.`,
  invalidJson: 'body: JSON tidak valid.',
  bodyMissing: 'body: wajib diisi.',
  notJson: 'body: harus dikirim sebagai JSON (Content-Type: application/json).',
  serverError: 'Terjadi kesalahan pada server.',
  invalidText: (field: string) => `${field}: berisi karakter yang tidak valid.`,
  tooManyLogins: (retryAfterSeconds: number) =>
    `Terlalu banyak percobaan login yang gagal. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  tooManySuccessfulLogins: (retryAfterSeconds: number) =>
    `Terlalu sering login. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  tooManyRegistrations: (retryAfterSeconds: number) =>
    `Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  /** The product's fixed wording, in English like the site's own. */
  emailExists: 'Email already exists',
  loginBusy: (retryAfterSeconds: number) =>
    `Server sedang sibuk memproses login. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  readBusy: (retryAfterSeconds: number) =>
    `Server sedang sibuk mengirim artikel yang besar. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  serverClosing: 'Server sedang dimulai ulang. Coba lagi sebentar lagi.',
  upstreamUnavailable: 'Server API tidak dapat dihubungi. Coba lagi sebentar lagi.',
  databaseUnavailable: (retryAfterSeconds: number) =>
    `Basis data sedang tidak dapat dihubungi. Coba lagi dalam ${wait(retryAfterSeconds)}.`,
  requestTimeout: 'body: terlalu lama dikirim.',
  headersTimeout: 'Header permintaan terlalu lama dikirim.',
  invalidUrl: 'Alamat tidak valid.',
  uriTooLong: 'Alamat terlalu panjang.',
  conditionTooLong: (header: string) => `${header}: maksimal ${CONDITION_MAX_LENGTH} karakter.`,
  invalidDate: (field: string) => `${field}: tahun harus antara 0001 dan 9999.`,
} as const;

/** The operations on the member accounts (the contract's `accounts` tag), whose 403 says so. */
const ACCOUNT_OPERATIONS: ReadonlySet<string> = new Set<OperationId>([
  'listMembers',
  'setMemberMembership',
]);

/** The 403 message of an operation the caller's role may not call, as the contract documents it. */
export const forbiddenMessage = (operationId: string): string =>
  ACCOUNT_OPERATIONS.has(operationId) ? MESSAGES.forbiddenAccounts : MESSAGES.forbidden;

/** An error whose status and message may be shown to the client as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** The value that failed (Ajv's `verbose` option). */
  data?: unknown;
}

/** `/sections/0/images/1` → `sections[0].images[1]`. */
export function fieldName(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  integer: 'bilangan bulat',
  number: 'angka',
  object: 'objek',
  array: 'daftar',
  boolean: 'true atau false',
  null: 'null',
};

/** 10485760 → `10 MiB`, 8192 → `8 KiB`: a limit as the contract's messages write it. */
function sizeText(bytes: number): string {
  for (const [unit, size] of [
    ['MiB', 1024 * 1024],
    ['KiB', 1024],
  ] as const)
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  return `${bytes} byte`;
}

function wait(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`;
}

const IMAGE_PATTERN_HINT =
  'harus path situs (/..., tanpa "//", "\\" atau karakter kontrol) atau data URL gambar (png, jpeg, gif, webp, svg+xml).';
const YOUTUBE_PATTERN_HINT =
  'harus tautan YouTube (http/https, youtube.com atau youtu.be) atau dikosongkan.';
const DATE_PATTERN_HINT = 'harus tanggal dengan format YYYY-MM-DD, tahun 0001 sampai 9999.';

/**
 * Turns the first schema violation into the contract's Error: 400 with a
 * message naming the field (`title: wajib diisi.`; an image string above the
 * documented 2 MiB: `banner: ukuran gambar melebihi batas 2 MiB.`).
 */
export function validationError(errors: AjvError[], context: string): HttpError {
  const e = errors[0];
  const where = context === 'body' ? 'body' : context === 'querystring' ? 'query' : context;
  if (!e) return new HttpError(400, `${where}: tidak valid.`);
  const p = e.params;
  let field = fieldName(e.instancePath) || where;
  let problem: string;
  switch (e.keyword) {
    case 'required':
      field = fieldName(e.instancePath, String(p.missingProperty));
      problem = 'wajib diisi.';
      break;
    case 'additionalProperties':
      field = fieldName(e.instancePath, String(p.additionalProperty));
      problem = 'tidak dikenal.';
      break;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      problem = `harus berupa ${types.join(' atau ')}.`;
      break;
    }
    case 'minLength':
      problem = p.limit === 1 ? 'wajib diisi.' : `minimal ${String(p.limit)} karakter.`;
      break;
    case 'maxLength':
      if (p.limit === LIMITS.imageChars) return new HttpError(400, MESSAGES.imageTooLarge(field));
      problem = `maksimal ${String(p.limit)} karakter.`;
      break;
    case 'pattern':
      problem =
        String(p.pattern) === '\\S'
          ? 'wajib diisi.'
          : String(p.pattern).includes('data:image')
            ? ((typeof e.data === 'string' ? dataUrlProblem(e.data) : null) ?? IMAGE_PATTERN_HINT)
            : String(p.pattern).includes('youtu')
              ? YOUTUBE_PATTERN_HINT
              : String(p.pattern).startsWith('^(?!0000)')
                ? DATE_PATTERN_HINT
                : String(p.pattern).includes('@')
                  ? 'harus alamat email yang valid.'
                  : 'format tidak valid.';
      break;
    case 'format':
      problem =
        p.format === 'date'
          ? 'harus tanggal dengan format YYYY-MM-DD.'
          : p.format === 'email'
            ? 'harus alamat email yang valid.'
            : 'format tidak valid.';
      break;
    case 'minItems':
      problem = `minimal ${String(p.limit)} item.`;
      break;
    case 'maxItems':
      problem = `maksimal ${String(p.limit)} item.`;
      break;
    case 'uniqueItems':
      problem = 'tidak boleh berisi nilai ganda.';
      break;
    case 'minimum':
      problem = `minimal ${String(p.limit)}.`;
      break;
    case 'maximum':
      problem = `maksimal ${String(p.limit)}.`;
      break;
    case 'enum':
      problem = 'nilai tidak dikenal.';
      break;
    default:
      problem = 'tidak valid.';
  }
  return new HttpError(400, `${field}: ${problem}`);
}
