// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { act, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppReady } from './AppReady';

// The page's inline script (public/prerender-check.js) records the clicks and typing that reach a
// prerendered page before the app has hydrated it, and replays them once AppReady says it has.

// React flushes what act() wraps: the hydration, the replay, the clicks after it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SCRIPT = fs.readFileSync(path.resolve('public/prerender-check.js'), 'utf8');

/** A piece of page: a button (its label an <svg>), a controlled search field and a link. */
function Piece() {
  const id = useId();
  const [count, setCount] = useState(0);
  const [search, setSearch] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        <svg aria-hidden="true" />
        Tambah
      </button>
      <output data-testid="count">{count}</output>
      <label htmlFor={id}>Cari</label>
      <input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <output data-testid="search">{search}</output>
      <a href="#elsewhere">Ke tempat lain</a>
    </div>
  );
}

// The server renders the app alone (src/app/entry-server.tsx); the browser wraps it in AppReady.
const page = (
  <AppReady>
    <Piece />
  </AppReady>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** Serves the prerendered HTML and runs the page's inline script, as the browser would. */
function loadPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Piece />)}</div>`;
  const script = document.createElement('script');
  script.textContent = SCRIPT;
  document.head.append(script);
  const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  return {
    button: $('button'),
    icon: $('svg'),
    field: $<HTMLInputElement>('input'),
    link: $('a'),
    text: (id: string) => $(`[data-testid="${id}"]`).textContent,
  };
}

function click(target: Element): boolean {
  return target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** Types as a keyboard does: the browser changes the value without running any page script. */
function type(field: HTMLInputElement, text: string) {
  for (const char of text) {
    Reflect.set(HTMLInputElement.prototype, 'value', field.value + char, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

async function hydrate() {
  const mismatch = vi.spyOn(console, 'error');
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, page, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  // The wrapper leaves the tree's ids as the server made them: no hydration mismatch.
  expect(mismatch).not.toHaveBeenCalled();
  // The replay runs in a task of its own after the app's first effects.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('early events', () => {
  it('replays a click and typed text from before hydration on the hydrated page', async () => {
    const p = loadPage();
    expect(click(p.icon)).toBe(false); // held back: nothing acts on it yet
    type(p.field, 'konser');
    expect(p.text('count')).toBe('0');

    await hydrate();

    expect(p.text('count')).toBe('1');
    expect(p.field.value).toBe('konser');
    expect(p.text('search')).toBe('konser');
  });

  it('leaves links to the browser and stops recording once the app is there', async () => {
    const p = loadPage();
    expect(click(p.link)).toBe(true); // not prevented: the browser follows it
    await hydrate();
    expect(p.text('count')).toBe('0');

    // From now on the app's own handlers get every event, once.
    act(() => {
      click(p.button);
      type(p.field, 'ab');
    });
    expect(p.text('count')).toBe('1');
    expect(p.text('search')).toBe('ab');
  });

  it('records nothing for a visitor who gets a fresh render instead of the prerendered page', async () => {
    localStorage.setItem('theme', 'dark');
    const p = loadPage();
    expect(document.documentElement.dataset.prerender).toBe('skip');
    expect(click(p.button)).toBe(true);
    document.documentElement.removeAttribute('data-prerender');
    await hydrate();
    expect(p.text('count')).toBe('0');
  });
});
