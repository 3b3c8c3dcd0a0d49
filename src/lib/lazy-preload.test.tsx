// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreload } from './lazy-preload';

const Hello = ({ name }: { name: string }) => <p>Halo, {name}</p>;

describe('lazyPreload', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const Lazy = lazyPreload(() => Promise.resolve(Hello));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Memuat...</p>}>
        <Lazy name="Coach" />
      </Suspense>,
    );
    expect(screen.getByText('Halo, Coach')).toBeTruthy();
    expect(screen.queryByText('Memuat...')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Lazy = lazyPreload(load);
    const { container } = render(
      <Suspense fallback={<p>Memuat...</p>}>
        <Lazy name="Coach" />
      </Suspense>,
    );
    expect(within(container).getByText('Memuat...')).toBeTruthy();
    // The module the render started loading resolves inside act: React shows it then.
    await act(() => Lazy.preload());
    expect(within(container).getByText('Halo, Coach')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (the network may be back)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Lazy = lazyPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
