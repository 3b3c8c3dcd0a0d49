/** A failed API call. `message` is the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message`, if the body carried one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, fallback?: string) {
    super(serverMessage ?? fallback ?? `Permintaan gagal (${status}).`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda.';
export const TIMEOUT_MESSAGE = 'Server terlalu lama merespons. Coba lagi.';

export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = body.message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return undefined;
}
