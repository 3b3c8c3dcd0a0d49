// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InitialDataProvider, readInitialData, useInitialData } from './initial-data';
import { embedAnswer, initialDataKey } from '../../common/initial-data-id';
import type { Article } from '../../common/api/types';
import { fixtures } from '../../mocks/contract';

function Title({ id }: { id: number }) {
  const article = useInitialData(initialDataKey.article(id));
  return <h1>{article?.title ?? 'Memuat artikel...'}</h1>;
}

/** The contract's example article, as the page of article `id` embeds it. */
const exampleArticle = (id: number): Article => ({ ...fixtures.articles()[0]!, id });

function docWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (script !== null)
    doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="initial-data">${script}</script>`;
  return doc;
}

afterEach(cleanup);

describe('initial data of a server-rendered page', () => {
  it('reads the embedded answers, \\u escapes included', () => {
    const data = readInitialData(
      docWith('{"/articles/3":{"title":"\\u003c/script\\u003e Pressing"}}'),
    );
    expect(data.get('/articles/3')).toEqual({ title: '</script> Pressing' });
  });

  it('round-trips an article through the page by its typed key, as the server embeds it', () => {
    const article = { ...exampleArticle(3), title: '</script><b>Pressing</b> & \u2028' };
    const text = embedAnswer({ key: initialDataKey.article(3), value: article });
    expect(text).not.toContain('</script>');
    render(
      <InitialDataProvider data={readInitialData(docWith(text))}>
        <Title id={3} />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(article.title);
  });

  it('takes no malformed answer for its key, so the page loads the article itself', () => {
    const { sections: _s, ...noSections } = exampleArticle(3);
    for (const bad of [
      { ...exampleArticle(3), title: 42 },
      noSections,
      { ...exampleArticle(3), sections: [{ subtitle: 'x' }] },
      exampleArticle(4),
      'Pressing',
      null,
    ]) {
      const { unmount } = render(
        <InitialDataProvider data={new Map([['/articles/3', bad]])}>
          <Title id={3} />
        </InitialDataProvider>,
      );
      expect(screen.getByRole('heading').textContent, JSON.stringify(bad)).toBe(
        'Memuat artikel...',
      );
      unmount();
    }
    const list = initialDataKey.freekickList;
    expect(list.accepts({ page: { items: [exampleArticle(1)], total: 1 }, stats: null })).toBe(
      true,
    );
    expect(list.accepts({ page: { items: [{ id: 1 }], total: 1 }, stats: null })).toBe(false);
    expect(list.accepts({ page: { items: [], total: '1' }, stats: null })).toBe(false);
  });

  it('reads nothing from a page without them, or with anything but a JSON object', () => {
    for (const script of [null, '', 'not json', '[1,2]', 'null', '"x"', '{"a":']) {
      expect(readInitialData(docWith(script)).size, String(script)).toBe(0);
    }
  });

  it('serves the first render, in StrictMode too, and never a later visit', () => {
    const data = new Map<string, unknown>([
      ['/articles/3', { ...exampleArticle(3), title: 'Pressing Tinggi' }],
    ]);
    const first = render(
      <StrictMode>
        <InitialDataProvider data={data}>
          <Title id={3} />
        </InitialDataProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Pressing Tinggi');
    first.unmount();
    render(
      <InitialDataProvider data={data}>
        <Title id={3} />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Memuat artikel...');
  });

  it('gives nothing for another article, and nothing without a provider', () => {
    render(
      <InitialDataProvider data={new Map([['/articles/3', exampleArticle(3)]])}>
        <Title id={4} />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Memuat artikel...');
  });
});
