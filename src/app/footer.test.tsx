// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BRAND } from '../config/brand';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the current year and the company by default', () => {
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    render(
      <ThemeModeProvider forcedMode="light">
        <RouterProvider router={router} />
      </ThemeModeProvider>,
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${BRAND.company}. Hak cipta dilindungi.`),
    ).toBeTruthy();
  });
});
