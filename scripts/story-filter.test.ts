// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closestStories, matchStories } from './story-filter.mjs';

const story = (title: string, name: string, exportName: string, id: string) => ({
  type: 'story',
  title,
  name,
  exportName,
  id,
});
const ENTRIES = [
  story('Pages/Login', 'Default', 'Default', 'pages-login--default'),
  story('Pages/Login', 'Wrong password', 'WrongPassword', 'pages-login--wrong-password'),
  story('Pages/Home', 'Default', 'Default', 'pages-home--default'),
  story('Shell/Header', 'Mobile menu', 'MobileMenu', 'shell-header--mobile-menu'),
];
const ids = (filters: string[]) => matchStories(ENTRIES, filters).map((e) => e.id);

describe('test:stories filters', () => {
  it('match the display name ("Title Name")', () => {
    expect(ids(['Pages/Login Wrong password'])).toEqual(['pages-login--wrong-password']);
    expect(ids(['Pages/Login'])).toEqual(['pages-login--default', 'pages-login--wrong-password']);
  });

  it('match the export name, as the story file spells it', () => {
    expect(ids(['WrongPassword'])).toEqual(['pages-login--wrong-password']);
    expect(ids(['Shell/Header MobileMenu'])).toEqual(['shell-header--mobile-menu']);
  });

  it('match the story id, and ignore case', () => {
    expect(ids(['pages-home--default'])).toEqual(['pages-home--default']);
    expect(ids(['pages/HOME'])).toEqual(['pages-home--default']);
  });

  it('take a filter that is not a valid regular expression literally', () => {
    expect(ids(['Login ('])).toEqual([]);
  });

  it('offer the closest story names when nothing matches', () => {
    expect(matchStories(ENTRIES, ['Pages/Logn Wrong pasword'])).toEqual([]);
    expect(closestStories(ENTRIES, ['Pages/Logn Wrong pasword'], 2)).toEqual([
      'Pages/Login Wrong password',
      'Pages/Login Default',
    ]);
    expect(closestStories(ENTRIES, ['Mobil menu'], 1)).toEqual(['Shell/Header Mobile menu']);
  });
});
