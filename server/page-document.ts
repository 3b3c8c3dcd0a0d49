/**
 * Turns a server render of the app (src/app/entry-server.tsx) into the page's
 * HTML document: the built index.html with the markup inside #root, the page's
 * styled-components styles in <head>, and /prerender-check.js first in <head>,
 * which starts the app's scripts (named in its data-entry and data-preload).
 * Used at build time for the prerendered public pages (scripts/prerender.ts)
 * and per request for article pages (server/article-pages.ts). Nonces stay
 * NONCE_PLACEHOLDER: the server that sends the page puts in its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NONCE_PLACEHOLDER } from '../common/csp.ts';
import { INITIAL_DATA_ID, type EmbeddedJson } from '../common/initial-data-id.ts';

export { jsonForScript } from '../common/initial-data-id.ts';
import type { RenderedPage } from '../common/prerendered-pages.ts';

const ROOT = '<div id="root"></div>';
/** React puts a page's <title>, <meta> and image preloads first; in a document they belong in <head>. */
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/**
 * What the page's Content-Security-Policy would block in rendered markup: an inline script, or an
 * inline style attribute (the site writes every style as a styled component, whose rules travel in
 * the page's nonce'd <style>; ESLint refuses `style={...}` in src). Throws, naming which.
 */
export function assertCspSafe(markup: string): void {
  if (/<script[\s>]/.test(markup))
    throw new Error('The rendered page has an inline script (the CSP forbids it)');
  if (/<[a-zA-Z][^>]*\sstyle="/.test(markup))
    throw new Error('The rendered page has an inline style attribute (the CSP forbids it)');
}

/** Splits React's markup into what goes in <head> and what goes in #root. */
export function splitHead(markup: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

/** Stylesheets up to this size go into the page instead of being fetched. */
const INLINE_CSS_LIMIT = 8 * 1024;

/** Builds a page's document from a render; `data` is embedded for the app's first render. */
export type PageDocument = (
  rendered: RenderedPage,
  data?: EmbeddedJson<Record<string, unknown>>,
) => string;

/** Reads the built index.html of `outDir` once; returns the document builder. */
export function createPageDocument(outDir: string): PageDocument {
  let template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${outDir}/index.html has no ${ROOT}`);
  // The app's scripts load once the page has painted (prerender-check.js starts them): the
  // server-rendered HTML needs none of them to show, and they would compete with it for the network.
  const entry = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry) throw new Error('The built index.html has no module script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g),
  ];
  for (const tag of [entry, ...preloads]) template = template.replace(tag[0], '');
  // The check comes first in <head> and is written into the page (with the CSP nonce): it must
  // run before the first paint, and as a file it was a request that held the paint back.
  const checkCode = fs
    .readFileSync(path.join(outDir, 'prerender-check.js'), 'utf8')
    .replace(/^\s*(\/\/.*|\/\*.*\*\/)$/gm, '')
    .replace(/\n{2,}/g, '\n');
  const check =
    `<script nonce="${NONCE_PLACEHOLDER}" data-prerender-check data-entry="${entry[1]}" ` +
    `data-preload="${preloads.map((m) => m[1]).join(' ')}">${checkCode.trim()}</script>`;
  template = template.replace(
    '<meta charset="UTF-8" />',
    () => `<meta charset="UTF-8" />\n    ${check}`,
  );
  // The site's one small stylesheet (the @font-face rules) is written into the page too, for
  // the same reason: a stylesheet blocks the first paint until it has arrived. Its web fonts start
  // switched off (media="not all": no font is fetched for them) and the check switches them on
  // once the first screen has painted, with the app's scripts (or at once when Cache Storage holds
  // them): the first paint uses the fallback faces, sized like the fonts
  // (src/theme/font-fallbacks.css), and the fonts' bytes do not compete with the first screen for
  // the connection. Its other rules (those faces) apply at once. Without JavaScript the
  // <noscript> link loads it.
  const sheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(
    template,
  );
  if (sheet) {
    const css = fs.readFileSync(path.join(outDir, sheet[1] ?? ''), 'utf8');
    if (css.length <= INLINE_CSS_LIMIT && !css.includes('</')) {
      const webFonts = css.match(/@font-face\s*\{[^}]*url\([^}]*\}/g) ?? [];
      const rest = webFonts.reduce((text, rule) => text.replace(rule, ''), css).trim();
      const tags = [
        rest && `<style nonce="${NONCE_PLACEHOLDER}">${rest}</style>`,
        webFonts.length > 0 &&
          `<style nonce="${NONCE_PLACEHOLDER}" data-fonts media="not all">${webFonts.join('')}</style>` +
            `<noscript><link rel="stylesheet" href="/${sheet[1]}"></noscript>`,
      ].filter(Boolean);
      template = template.replace(sheet[0], () => tags.join('\n    '));
    }
  }

  return (rendered, data) => {
    const { head: pageHead, body: markup } = splitHead(rendered.html);
    assertCspSafe(markup);
    const styles = rendered.styleTags.replaceAll('<style ', `<style nonce="${NONCE_PLACEHOLDER}" `);
    let document = template;
    // The page names itself: its <title> and description replace the site's defaults.
    if (pageHead.includes('<title>')) document = document.replace(/<title>[^<]*<\/title>\s*/, '');
    if (pageHead.includes('<meta name="description"'))
      document = document.replace(/<meta name="description"[^>]*>\s*/, '');
    const head = [
      pageHead,
      `<style nonce="${NONCE_PLACEHOLDER}">html[data-prerender='skip'] #root{visibility:hidden}</style>`,
      styles,
    ].join('\n    ');
    // Data, not code: a JSON block never runs, so the CSP has nothing to allow.
    const json = data
      ? `<script type="application/json" id="${INITIAL_DATA_ID}">${data}</script>`
      : '';
    return document
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${markup}</div>${json}`);
  };
}
