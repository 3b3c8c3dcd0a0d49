// @vitest-environment jsdom
// The page's inline script (public/prerender-check.js) records the taps and typing that reach a
// prerendered page before the app has hydrated it, and replays them after
// (docs/decisions/early-events.md). It exists because React keeps neither: it listens only from
// hydrateRoot on. These fail when a React release starts keeping them itself.
import { act, createElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installedVersion, recheck } from './lib';

const RECORD = 'early-events.md';
const MEASURED = { react: '19.3.1', 'react-dom': '19.3.1' };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A button that counts its clicks and a controlled field that shows what it holds. */
function Piece() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setCount((c) => c + 1) }, 'Tambah'),
    createElement('output', { id: 'count' }, count),
    createElement('input', {
      'aria-label': 'Cari',
      value: text,
      onChange: (e: { target: { value: string } }) => setText(e.target.value),
    }),
    createElement('output', { id: 'text' }, text),
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('React and events before hydration (docs/decisions/early-events.md)', () => {
  it('is the React the record was measured with', () => {
    for (const [name, version] of Object.entries(MEASURED))
      expect(installedVersion(name), recheck(RECORD, `${name} is no longer ${version}.`)).toBe(
        version,
      );
  });

  it('loses a click and typed text that came before hydrateRoot', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(createElement(Piece))}</div>`;
    const button = document.querySelector('button')!;
    const field = document.querySelector('input')!;
    // The visitor taps and types on the prerendered HTML.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    for (const value of ['k', 'ko', 'kon']) {
      Reflect.set(HTMLInputElement.prototype, 'value', value, field);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    act(() => {
      root = hydrateRoot(document.getElementById('root')!, createElement(Piece));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const lost = recheck(
      RECORD,
      'React now keeps what happened before hydration: the replay in public/prerender-check.js may be unneeded (or doubles it).',
    );
    expect(document.getElementById('count')!.textContent, lost).toBe('0');
    expect(document.getElementById('text')!.textContent, lost).toBe('');
    // The typed text is still in the field, where the app's state does not know it.
    expect(field.value).toBe('kon');
  });
});
