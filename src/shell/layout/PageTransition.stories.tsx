import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Section } from '../../components/Section/Section';
import { PAGE_TRANSITION_MS } from '../../config/constants';
import { Row } from '../../test/story-layout';
import { PageTransitionOverlay, usePageTransition } from './PageTransitionOverlay';

function Demo() {
  const { pathname } = useLocation();
  const overlay = usePageTransition();
  return (
    <main>
      <Section>
        <h1>Transisi halaman</h1>
        <p>
          Lokasi: <output data-testid="where">{pathname}</output>
        </p>
        <Row as="nav" aria-label="Contoh" $gap={4}>
          <Link to="/freekick">Ke Free Kick</Link>
          <Link to="/">Ke beranda</Link>
        </Row>
      </Section>
      <PageTransitionOverlay visible={overlay} />
    </main>
  );
}

const meta = {
  title: 'Shell/PageTransition',
  component: Demo,
  parameters: { route: '/', path: '/*' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OverlayOnRouteChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not on the first load.
    await expect(canvas.queryByTestId('page-transition')).toBeNull();
    const started = performance.now();
    await userEvent.click(canvas.getByRole('link', { name: 'Ke Free Kick' }));
    // The overlay comes with the route change (an effect after the commit): wait for it, not
    // for the first frame that shows the new path.
    await waitFor(() => expect(canvas.getByTestId('page-transition')).toBeInTheDocument(), {
      interval: 20,
    });
    await expect(canvas.getByTestId('where')).toHaveTextContent('/freekick');
    // Gone after 600 ms, never much longer.
    await waitFor(() => expect(canvas.queryByTestId('page-transition')).toBeNull(), {
      timeout: 2000,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(PAGE_TRANSITION_MS - 50);
  },
};

export const OverlayVisible: Story = {
  render: () => (
    <main>
      <Section>
        <h1>Halaman di balik overlay</h1>
        <p>Overlay buram dengan spinner selama transisi.</p>
      </Section>
      <PageTransitionOverlay visible />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByTestId('page-transition');
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(overlay).backdropFilter).toContain('blur');
    await expect(getComputedStyle(overlay).position).toBe('fixed');
  },
};
