import { test, expect } from './fixtures';

test('the built site is served with a strict CSP and runs under it', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain("'unsafe-inline'");
  // Styled-components' styles applied under the nonce: the page is styled, not raw HTML.
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('border-radius', '10px');
  expect(violations).toEqual([]);
});

test('the server sends article pages under the CSP, assets long-cached, and a 404 page where the site has none', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const res = await page.goto('/freekick/1');
  expect(res?.status()).toBe(200);
  const headers = res!.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain(
    'frame-src https://www.youtube-nocookie.com',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const js = await request.get(asset!);
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/assets/nope-123.js')).status()).toBe(404);
  // The server bundle that renders article pages lives in the build, but is not served.
  expect((await request.get('/.ssr/entry-server.js')).status()).toBe(404);

  // Public pages come prerendered, their styles under the response's own nonce.
  const courses = await request.get('/courses');
  const nonce = /'nonce-([^']+)'/.exec(courses.headers()['content-security-policy'] ?? '')?.[1];
  const coursesHtml = await courses.text();
  expect(coursesHtml).toMatch(/<h1[^>]*>Kursus Profesional<\/h1>/);
  expect(coursesHtml).toContain(`<style nonce="${nonce}" data-styled="true"`);
  expect(await (await request.get('/admin/dashboard')).text()).toContain('<div id="root"></div>');
  // A path the site has no page at: the app (which shows its not-found page), with status 404,
  // not a "soft" 404 that search engines and uptime monitors would take for a page.
  const missing = await request.get('/halaman-yang-tidak-ada');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await missing.text()).toContain('<div id="root"></div>');
  for (const url of ['/index.html', '/freekick/taktik-dasar', '/portal/dashboard'])
    expect((await request.get(url)).status(), url).toBe(200);
});
