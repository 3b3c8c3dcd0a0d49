import { expect } from 'vitest';
import { contractValidator, type TestServer } from '../harness.ts';

export const validArticle = contractValidator('Article');
export const validError = contractValidator('Error');
export const validLogin = contractValidator('LoginResponse');
export const validUser = contractValidator('User');

export const UNAUTHORIZED = 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.';
export const FORBIDDEN = 'Hanya admin yang boleh mengubah artikel.';
export const NOT_FOUND = 'Artikel tidak ditemukan.';

export async function errorOf(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { message: string };
  expect(validError(body)).toEqual([]);
  return body.message;
}

export const input = {
  title: 'Latihan Passing Segitiga untuk Pemula',
  author: 'Yoga Prasetyo',
  date: '2026-11-20',
  category: 'Teknik',
  banner: '/images/articles/usia-muda.svg',
  tags: ['passing', 'pemula'],
  sections: [
    {
      subtitle: 'Susunan latihan',
      content: 'Tiga pemain membentuk segitiga berjarak lima meter dan mengumpan dua sentuhan.',
      youtube: '',
      images: ['/images/articles/permainan-kecil.svg'],
    },
  ],
};

/** What the server must store for `input`. */
/** The stored article for `body`, at `version` (1 when created, one more with each update). */
export function stored(id: number, body: typeof input, version = 1) {
  return {
    id,
    version,
    title: body.title,
    author: body.author,
    date: body.date,
    category: body.category,
    banner: body.banner,
    tags: body.tags.map((name) => ({ name })),
    sections: body.sections.map((s) => ({ ...s, images: s.images.map((path) => ({ path })) })),
  };
}

/** What every group of API cases runs against: one server per backend and two signed-in users. */
export interface ApiContext {
  s: TestServer;
  admin: string;
  member: string;
}
