import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { EventsPage } from './EventsPage';
import { pageParameters } from '../../../.storybook/page-parameters';

/** The queries `within` binds to the story's canvas. */
type Canvas = ReturnType<typeof within<typeof queries>>;

/**
 * Event discovery. The result line reads: 'Showing N event(s) in
 * {category} matching "{search}"'; without a search the matching part is left
 * out ('Showing 10 event(s) in All').
 */
const meta = {
  title: 'Pages/Events/Webinars',
  component: EventsPage,
  tags: ['page'],
  parameters: pageParameters('/events/webinars', {
    path: '/events/webinars',
  }),
} satisfies Meta<typeof EventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rebuilds the page from the URL after a play function changed it, so the
 * screenshot is painted like a fresh load (incrementally repainted rounded
 * corners anti-alias a pixel differently from run to run).
 */
function Remountable({ children }: { children: ReactNode }) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const bump = () => setKey((k) => k + 1);
    window.addEventListener('story-remount', bump);
    return () => window.removeEventListener('story-remount', bump);
  }, []);
  return <div key={key}>{children}</div>;
}
const remountStory = async () => {
  window.dispatchEvent(new Event('story-remount'));
  await new Promise((r) => setTimeout(r, 50));
};

/** The result line (the toast region is also a status, so find the line by its words). */
const result = (canvas: Canvas) => canvas.getByText(/^Showing \d+ event\(s\)/);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Webinar & Events' })).toBeVisible();
    await expect(result(canvas)).toHaveTextContent('Showing 10 event(s) in All');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const c of ['Music', 'Sports', 'Theater', 'Conference', 'Food']) {
      await expect(canvas.getByRole('button', { name: c })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(
      canvas.getByRole('link', { name: 'Indonesia Futsal Coaching Summit 2026' }),
    ).toHaveAttribute('href', '/events/webinars/1');
    await expect(canvas.getByText('Mulai $49.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  },
};

export const Filtered: Story = {
  parameters: { visual: { target: 'section[aria-label="Daftar event"]' } },
  decorators: [
    (Story) => (
      <Remountable>
        <Story />
      </Remountable>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pressing a chip and typing straight away keeps both (the URL catches up in a transition).
    await userEvent.click(canvas.getByRole('button', { name: 'Sports' }));
    await expect(canvas.getByRole('button', { name: 'Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(result(canvas)).toHaveTextContent('Showing 2 event(s) in Sports');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari event' }), 'clinic');
    await waitFor(() =>
      expect(result(canvas)).toHaveTextContent('Showing 1 event(s) in Sports matching "clinic"'),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    // The URL holds the filters: a fresh page from it shows the same result (and is what gets screenshot).
    await remountStory();
    await waitFor(() =>
      expect(result(canvas)).toHaveTextContent('Showing 1 event(s) in Sports matching "clinic"'),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('clinic');
  },
};

export const FromSharedLink: Story = {
  parameters: {
    visual: { target: 'section[aria-label="Daftar event"]' },
    route: '/events/webinars?category=Food&search=nobar',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('nobar');
    await expect(canvas.getByRole('button', { name: 'Food' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(result(canvas)).toHaveTextContent('Showing 1 event(s) in Food matching "nobar"');
    await expect(
      canvas.getByRole('link', { name: 'Festival Kuliner & Nobar Final Liga Futsal' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    visual: { target: 'section[aria-label="Daftar event"]' },
    route: '/events/webinars?category=Theater&search=tarkam',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(result(canvas)).toHaveTextContent(
      'Showing 0 event(s) in Theater matching "tarkam"',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const ClearFilters: Story = {
  parameters: {
    visual: {
      target:
        'section[aria-label="Daftar event"] [role="search"], section[aria-label="Daftar event"] [role="status"]',
    },
    route: '/events/webinars?category=Theater&search=tarkam',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(result(canvas)).toHaveTextContent('Showing 10 event(s) in All'));
    await expect(canvas.getByRole('searchbox', { name: 'Cari event' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
