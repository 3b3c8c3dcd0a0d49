// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../lib/initial-data';
import { fixtures } from '../../../mocks/contract';
import type { Article } from '../../../common/api/types';
import { useArticle } from './use-article';

const { getArticle } = vi.hoisted(() => ({
  getArticle: vi.fn<(id: number) => Promise<Article>>(),
}));
vi.mock('../../api/articles', () => ({ getArticle }));

const article = (): Article => ({ ...fixtures.articles()[0]!, id: 3 });

function Page() {
  const { status, data } = useArticle(3);
  return <h1>{status === 'ready' ? data!.title : 'Memuat artikel...'}</h1>;
}

beforeEach(() => {
  getArticle.mockReset();
  getArticle.mockResolvedValue(article());
});
afterEach(cleanup);

describe("an article page's embedded answer", () => {
  it('draws the article at once and asks the API nothing', () => {
    render(
      <InitialDataProvider data={new Map([['/articles/3', article()]])}>
        <Page />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(article().title);
    expect(getArticle).not.toHaveBeenCalled();
  });

  it('when malformed, is dropped without a crash and the article is fetched', async () => {
    render(
      <InitialDataProvider data={new Map([['/articles/3', { id: 3, title: ['not', 'text'] }]])}>
        <Page />
      </InitialDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Memuat artikel...');
    expect(await screen.findByRole('heading', { name: article().title })).toBeTruthy();
    expect(getArticle).toHaveBeenCalledWith(3);
  });
});
