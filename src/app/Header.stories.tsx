import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { fixtures } from '../../mocks/contract';
import { MENU_HOVER_DELAY_MS } from '../config/constants';
import { Header } from './Header';

/** The sample page under the fixed header; `$tall` makes it scroll. */
const Page = styled.main<{ $tall: boolean }>`
  padding: 6rem 1rem 2rem;
  ${({ $tall }) => $tall && 'min-height: 200vh;'}
`;

/** The header over a sample page that shows where the app is. */
function Shell({ compact = false, tall = false }: { compact?: boolean; tall?: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <Header compact={compact} />
      <Page $tall={tall}>
        <h1>Halaman contoh</h1>
        <p>
          Lokasi: <output data-testid="where">{pathname}</output>
        </p>
      </Page>
    </>
  );
}

const meta = {
  title: 'Shell/Header',
  component: Shell,
  parameters: { route: '/freekick', path: '/*' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOP = [
  ['Home', '/'],
  ['Technical Area', '/areateknis'],
  ['Free Kick', '/freekick'],
  ['Events', '/events/webinars'],
  ['Subscription', '/pricing'],
  ['About Us', '/about'],
] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Navigasi utama' }));
    for (const [label, href] of TOP) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    for (const label of ['Technical Area', 'Free Kick', 'Events', 'About Us']) {
      await expect(nav.getByRole('button', { name: `Submenu ${label}` })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'Mode gelap' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /API Futsal, ke beranda/ })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const HoverOpensSubmenuAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Submenu Events' });
    const item = button.closest('li') as HTMLElement;
    await userEvent.hover(item);
    // Not at once: the delay is 200 ms.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await sleep(MENU_HOVER_DELAY_MS + 100);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(
      document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await expect(panel.getByRole('link', { name: 'Webinars' })).toHaveAttribute(
      'href',
      '/events/webinars',
    );
    await expect(panel.getByRole('link', { name: 'Training' })).toHaveAttribute(
      'href',
      '/events/training',
    );
    await userEvent.click(panel.getByRole('link', { name: 'Training' }));
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent('/events/training'));
    // The menu closes on the route change.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const EverySubmenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: Record<string, [string, string][]> = {
      'Technical Area': [
        ['Artikel', '/areateknis/artikel'],
        ['Teknik', '/areateknis/artikel/teknik'],
        ['Video', '/areateknis/video'],
      ],
      'Free Kick': [
        ['Futsalpedia', '/areateknis/artikel'],
        ['Tools', '/freekick/trainingtools'],
        ['Training Tools', '/freekick/trainingtools'],
        ['Partners', '/freekick/academy'],
        ['Others', '/freekick/others'],
      ],
      Events: [
        ['Webinars', '/events/webinars'],
        ['Training', '/events/training'],
      ],
      'About Us': [
        ['Who We Are', '/about'],
        ['Contact Us', '/about'],
      ],
    };
    for (const [label, links] of Object.entries(expected)) {
      const button = canvas.getByRole('button', { name: `Submenu ${label}` });
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(
        button.getAttribute('aria-controls') ?? '',
      ) as HTMLElement;
      await expect(panel).toBeVisible();
      const found = within(panel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
      await expect(found).toEqual(links);
    }
    // One at a time: only the last one is open.
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

export const KeyboardSubmenus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Submenu Technical Area' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // ArrowDown opens and moves into the submenu; arrows move within it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Artikel' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Teknik' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Video' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Artikel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Video' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    // Left/Right move between the top-level items.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Free Kick' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Submenu Free Kick' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Others' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent('/freekick/others'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submenu Free Kick' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  },
};

export const TabbingAwayCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Submenu About Us' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Who We Are' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    // Focus left the item: the submenu closed.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignedIn: Story = {
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { user } = fixtures.memberLogin();
    await expect(canvas.getByText(user.name)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    // after the server confirms, the session is cleared and the app goes to /.
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent(/^\/$/));
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  },
};

export const ThemeToggleStoresChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mode gelap' }));
    await expect(localStorage.getItem('theme')).toBe('dark');
  },
};

export const TranslucentAfterScroll: Story = {
  args: { tall: true },
  play: async ({ canvasElement }) => {
    const header = canvasElement.ownerDocument.querySelector('header') as HTMLElement;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 8);
    await sleep(50);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 40);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await expect(getComputedStyle(header).backdropFilter).toContain('blur');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const MobileMenu: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Buka menu' });
    await expect(canvasElement.querySelector('nav[aria-label="Navigasi utama"]')).not.toBeVisible();
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAccessibleName('Tutup menu');
    const menu = within(await canvas.findByRole('navigation', { name: 'Menu utama' }));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Home' })).toHaveFocus());
    for (const [label, href] of TOP)
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
    // Accordion: Free Kick's children show on expand.
    const expand = menu.getByRole('button', { name: 'Submenu Free Kick' });
    await expect(menu.queryByRole('link', { name: 'Futsalpedia' })).toBeNull();
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Futsalpedia' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Tools' })).toBeVisible();
    // Escape closes and returns focus to the hamburger.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    await expect(burger).toHaveFocus();
    // Navigating closes it.
    await userEvent.click(burger);
    await userEvent.click(
      within(await canvas.findByRole('navigation', { name: 'Menu utama' })).getByRole('link', {
        name: 'Subscription',
      }),
    );
    await waitFor(() => expect(canvas.getByTestId('where')).toHaveTextContent('/pricing'));
    await expect(canvas.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpenSignedIn: Story = {
  args: { compact: true },
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    const { user } = fixtures.adminLogin();
    await expect(await canvas.findByText(`Masuk sebagai ${user.name}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submenu Technical Area' }));
    await expect(canvas.getByRole('link', { name: 'Teknik' })).toHaveAttribute(
      'href',
      '/areateknis/artikel/teknik',
    );
  },
};
