import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test } from './fixtures';

// A backend developer reads the API reference the reference server renders at
// /api/docs. The operations, their answers and their examples come from the
// contract itself, so a new operation or answer is looked for without editing this file.

interface Example {
  value?: unknown;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { examples?: Record<string, Example> }>;
}
interface OperationObject {
  operationId: string;
  summary: string;
  tags?: string[];
  responses: Record<string, ResponseObject>;
}
interface ContractDoc {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, ResponseObject> };
}

const contract = parse(
  fs.readFileSync(
    path.resolve(path.dirname(new URL(import.meta.url).pathname), '../openapi/openapi.yaml'),
    'utf8',
  ),
  { maxAliasCount: -1 },
) as ContractDoc;

const resolve = (r: ResponseObject): ResponseObject =>
  r.$ref ? contract.components.responses[r.$ref.split('/').pop()!]! : r;

const operations = Object.entries(contract.paths).flatMap(([url, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ method, url, ...op })),
);

/** The message of an error answer's first example, as the reference shows it. */
function firstMessage(response: ResponseObject): string | undefined {
  const media = Object.values(resolve(response).content ?? {})[0];
  const value = Object.values(media?.examples ?? {})[0]?.value as { message?: unknown } | undefined;
  return typeof value?.message === 'string' ? value.message : undefined;
}

test('the API reference shows every operation of the contract with its answers and their examples, and passes axe', async ({
  page,
  checkA11y,
  baseURL,
}) => {
  test.slow(); // a megabyte of renderer on a busy machine, and a click per error answer
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (new URL(url).origin !== new URL(baseURL!).origin && !url.startsWith('data:'))
      elsewhere.push(url);
  });

  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await expect(page).toHaveTitle(`${contract.info.title} ${contract.info.version}: API reference`);
  await expect(page.locator('#redoc')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(contract.info.title) }),
  ).toBeVisible();

  expect(operations.length).toBeGreaterThan(0);
  for (const op of operations) {
    const section = page.locator(`[id$="/operation/${op.operationId}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: op.summary })).toBeVisible();
    // The method and path, as a client writes the request.
    await expect(section.getByText(op.url, { exact: true }).first()).toBeAttached();
    for (const [status, response] of Object.entries(op.responses)) {
      // Every documented answer is listed with its description...
      await expect(
        section.getByRole('button', { name: new RegExp(`^${status} `) }),
        `${op.operationId} ${status}`,
      ).toBeAttached();
      // ...and every answer with a body is a tab of the response samples.
      if (!resolve(response).content) continue;
      const tab = section.getByRole('tab', { name: status, exact: true });
      await expect(tab, `${op.operationId} ${status}: a sample`).toBeAttached();
      // An error answer's sample is its example: the message a client shows.
      const message = firstMessage(response);
      if (Number(status) < 400 || !message) continue;
      await tab.click();
      await expect(
        section.getByRole('tabpanel', { name: status }).getByText(`"${message}"`),
        `${op.operationId} ${status}: the example's message`,
      ).toBeVisible();
    }
  }

  // The contract itself, for tools, from the page's download link.
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', '/api/openapi.yaml');

  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y();
  // Nothing was fetched from another host (no CDN, no web fonts); CSP violations would
  // have been console errors, which fail every journey.
  expect(elsewhere).toEqual([]);
});
