import { expect, test } from './fixtures';

// The built server bundles the Swagger UI plugin (decision 0041), which serves files that sit
// next to its own code in node_modules: the page, its assets and the logo must still be found.
test('the built server serves the API docs with their assets', async ({ page, request }) => {
  const html = await request.get('/api/docs/static/index.html');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('swagger-ui');
  for (const [asset, type] of [
    ['/api/docs/static/swagger-ui.css', 'text/css'],
    ['/api/docs/static/swagger-ui-bundle.js', 'javascript'],
    ['/api/docs/static/logo.svg', 'image/svg+xml'],
  ] as const) {
    const res = await request.get(asset);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['content-type'], asset).toContain(type);
  }
  const doc = await request.get('/api/docs/json');
  expect((await doc.json()).info.title).toBe('Proposal Builder API');

  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Proposal Builder API/ })).toBeVisible();
});
