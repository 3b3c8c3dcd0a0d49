import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { SectionDraft } from './article-form';
import { refusalErrors, refusalReason, withRefusal } from './save-refusal';

const section = (key: number): SectionDraft => ({
  key,
  subtitle: '',
  content: '',
  youtube: '',
  images: [],
});
// The form's keys are its own: the second section added first, then removed and re-added.
const sections = [section(4), section(7)];

describe('a refused save: the reason beside the field the server names', () => {
  it('puts a section field’s reason on that section, by its place in the list', () => {
    expect(refusalErrors('sections[0].content: maksimal 20000 karakter.', sections)).toEqual({
      'section.4.content': 'Maksimal 20000 karakter.',
    });
    expect(
      refusalErrors('sections[1].images[0]: ukuran gambar melebihi batas 2 MiB.', sections),
    ).toEqual({ 'section.7.images': 'Ukuran gambar melebihi batas 2 MiB.' });
  });

  it('puts the article’s own fields’ reasons on them (the tags on the tag input)', () => {
    expect(refusalErrors('title: maksimal 300 karakter.', sections)).toEqual({
      title: 'Maksimal 300 karakter.',
    });
    expect(refusalErrors('tags[2]: maksimal 60 karakter.', sections)).toEqual({
      tag: 'Maksimal 60 karakter.',
    });
  });

  it('names no field for a message about something else, or a section that is not there', () => {
    expect(refusalErrors('Artikel tidak ditemukan.', sections)).toEqual({});
    expect(refusalErrors('sections[5].content: maksimal 20000 karakter.', sections)).toEqual({});
    expect(refusalErrors('body: JSON tidak valid.', sections)).toEqual({});
    expect(refusalErrors(undefined, sections)).toEqual({});
  });

  it('reads the reason of an API error only, and keeps the errors already shown', () => {
    const refused = new ApiError(400, 'sections[1].subtitle: maksimal 300 karakter.');
    expect(refusalReason(refused)).toBe('sections[1].subtitle: maksimal 300 karakter.');
    expect(refusalReason(new ApiError(0, undefined))).toBeUndefined();
    expect(refusalReason(new Error('x'))).toBeUndefined();
    expect(withRefusal({ sections, errors: { tag: 'Tag sudah ada di daftar.' } }, refused)).toEqual(
      { tag: 'Tag sudah ada di daftar.', 'section.7.subtitle': 'Maksimal 300 karakter.' },
    );
  });
});
