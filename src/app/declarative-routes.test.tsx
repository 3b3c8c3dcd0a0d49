// @vitest-environment jsdom
// The site mounts data-router route lists with <BrowserRouter> + useRoutes through the routing
// shim (docs/decisions/declarative-routes.md). These fail when react-router changes what the
// shim relies on: useRoutes ignoring `lazy` and `errorElement`, matchRoutes handing back the
// route objects it was given, and the version the data router's cost was measured on.
import fs from 'node:fs';
import path from 'node:path';
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { siteRoutes } from './App';
import { preloadRoutes, toDeclarative } from './declarative-routes';
import { MorePages } from './areas/MorePages';

afterEach(cleanup);

const MEASURED = { 'react-router': '7.18.5', 'react-router-dom': '7.18.5' };
const recheck = (what: string) =>
  `${what} Re-check the decision and its figures in docs/decisions/declarative-routes.md, then update the record and this test together.`;

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function mount(routes: RouteObject[], at = '/') {
  return (
    <ThemeModeProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </ThemeModeProvider>
  );
}

class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>caught outside the routes</p> : this.props.children;
  }
}

function Boom(): ReactNode {
  throw new Error('page failed');
}

const page = (text: string) => () => Promise.resolve({ Component: () => <p>{text}</p> });

describe('routing shim (docs/decisions/declarative-routes.md)', () => {
  it('is checked against the react-router the data router was measured on', () => {
    const installed = Object.fromEntries(
      Object.keys(MEASURED).map((name) => {
        const file = path.resolve('node_modules', name, 'package.json');
        return [name, (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version];
      }),
    );
    expect(
      installed,
      recheck(
        'react-router changed: re-run this file and re-measure the home page with the data router (createBrowserRouter + RouterProvider) against the shim.',
      ),
    ).toEqual(MEASURED);
  });

  it('is needed: useRoutes outside a data router neither loads `lazy` nor shows `errorElement`', async () => {
    const lazy = vi.fn(page('lazy page'));
    render(mount([{ path: '/', lazy }]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(
      { called: lazy.mock.calls.length, shown: screen.queryByText('lazy page') !== null },
      recheck('useRoutes now loads `lazy` routes by itself: the shim may be unnecessary.'),
    ).toEqual({ called: 0, shown: false });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Outer>
        {mount([{ path: '/', element: <Boom />, errorElement: <p>route error element</p> }])}
      </Outer>,
    );
    expect(
      {
        outer: screen.queryByText('caught outside the routes') !== null,
        errorElement: screen.queryByText('route error element') !== null,
      },
      recheck(
        'useRoutes now shows `errorElement` by itself: RouteErrorBoundary may be unnecessary.',
      ),
    ).toEqual({ outer: true, errorElement: false });
  });

  it('finds its preloaders because matchRoutes returns the route objects it was given', () => {
    const child = { path: 'b', element: <p>b</p> };
    const parent = { path: '/a', children: [child] };
    const matches = matchRoutes([parent], '/a/b') ?? [];
    expect(
      matches.map((m) => m.route),
      recheck('matchRoutes no longer returns the given route objects: preloadRoutes finds none.'),
    ).toEqual([parent, child]);
    expect(matches[0]?.route).toBe(parent);
    expect(matches[1]?.route).toBe(child);
  });

  it('renders a lazy route through useRoutes, and its errorElement as an error boundary', async () => {
    const routes = toDeclarative([
      { path: '/', lazy: page('home page') },
      {
        path: '/broken',
        errorElement: <p>unused</p>,
        lazy: () => Promise.resolve({ Component: Boom }),
      },
    ]);
    render(mount(routes));
    expect(await screen.findByText('home page')).toBeTruthy();
    cleanup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(mount(routes, '/broken'));
    expect(
      await screen.findByRole('heading', { name: 'Waduh, ada yang tidak beres' }),
    ).toBeTruthy();
  });

  it('preloads the matched routes so that the first render (hydration) does not suspend', async () => {
    const layout = () =>
      Promise.resolve({
        Component: () => (
          <>
            <p>layout</p>
            <Outlet />
          </>
        ),
      });
    const routes = toDeclarative([
      { path: '/', lazy: layout, children: [{ path: 'a', lazy: page('page a') }] },
    ]);
    expect(renderToString(mount(routes, '/a'))).not.toContain('layout');
    await preloadRoutes(routes, '/a');
    const html = renderToString(mount(routes, '/a'));
    expect(html).toContain('layout');
    expect(html).toContain('page a');
  });

  it('preloads the routes of a table that a matched route mounts with useRoutes (its `routes`)', async () => {
    const inner = toDeclarative([{ path: '/a/b', lazy: page('page b') }]);
    function Area() {
      return useRoutes(inner);
    }
    Area.routes = inner;
    const routes = toDeclarative([
      { path: '/', lazy: page('home') },
      { path: '*', lazy: () => Promise.resolve({ Component: Area }) },
    ]);
    expect(renderToString(mount(routes, '/a/b'))).not.toContain('page b');
    await preloadRoutes(routes, '/a/b');
    expect(renderToString(mount(routes, '/a/b'))).toContain('page b');
  });

  it('leaves no route of the site with a `lazy` that useRoutes would ignore', () => {
    const left: string[] = [];
    const walk = (routes: RouteObject[], at: string) => {
      for (const route of routes) {
        const where = `${at}/${route.path ?? (route.index ? '(index)' : '(layout)')}`;
        if ('lazy' in route) left.push(where);
        if (route.children) walk(route.children, where);
      }
    };
    walk(siteRoutes, '');
    // The public pages beyond home and Free Kick: a table of their own, mounted at `*`.
    walk(MorePages.routes, '(more)');
    expect(left, 'These routes keep `lazy`: write it as a function returning Component.').toEqual(
      [],
    );
  });
});
