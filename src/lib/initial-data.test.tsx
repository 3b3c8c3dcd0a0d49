// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InitialDataProvider, readInitialData, useInitialData } from './initial-data';

function Title({ id }: { id: number }) {
  const article = useInitialData<{ title: string }>(`/articles/${id}`);
  return <h1>{article?.title ?? 'Memuat artikel...'}</h1>;
}

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

  it('reads nothing from a page without them, or with anything but a JSON object', () => {
    for (const script of [null, '', 'not json', '[1,2]', 'null', '"x"', '{"a":']) {
      expect(readInitialData(docWith(script)).size, String(script)).toBe(0);
    }
  });

  it('serves the first render, in StrictMode too, and never a later visit', () => {
    const data = new Map<string, unknown>([['/articles/3', { title: 'Pressing Tinggi' }]]);
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
      <InitialDataProvider data={new Map([['/articles/3', { title: 'Pressing Tinggi' }]])}>
        <Title id={4} />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Memuat artikel...');
  });
});
