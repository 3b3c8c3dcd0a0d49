// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeModeProvider } from '../../theme/ThemeModeProvider';
import { fixtures } from '../../../mocks/contract';
import type { Article } from '../../../common/api/types';
import { ArticleView } from './ArticleView';

describe('ArticleView video', () => {
  it('loads the privacy-enhanced player only after the visitor presses play', () => {
    const article = fixtures.articles()[0] as Article;
    const { container } = render(
      <ThemeModeProvider forcedMode="light">
        <ArticleView article={article} />
      </ThemeModeProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    fireEvent.click(screen.getByRole('button', { name: /Putar video/ }));
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/J3vK9t7pX2c?autoplay=1&rel=0',
    );
    expect(iframe?.getAttribute('title')).toBe(`Video: ${article.sections[0]?.subtitle}`);
  });
});
