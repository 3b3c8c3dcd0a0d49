import DOMPurify from 'dompurify';

/**
 * Post HTML is sanitised before it is rendered: no scripts, no
 * event handlers, no javascript: URLs, no SVG/MathML, no forms or frames, no
 * inline styles (the CSP would refuse them anyway). Links that open a new tab
 * get rel="noopener noreferrer".
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

/**
 * The post's HTML, sanitised. Rendered without a DOM (the build's prerender of a post, where
 * DOMPurify cannot run), it is the HTML as written: the posts are this site's own data, and
 * blog-data.test.ts holds each of them to what sanitising leaves unchanged, so that the
 * prerendered page and the browser's render are the same markup.
 */
export function sanitizePostHtml(html: string): string {
  if (typeof window === 'undefined') return html;
  ensureHooks();
  return DOMPurify.sanitize(html, CONFIG);
}
