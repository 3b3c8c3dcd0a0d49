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
