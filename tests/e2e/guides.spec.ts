import { expect, test } from './fixtures';
import { guides } from '../../src/content/guides';

for (const guide of guides) {
  test(`the site serves the ${guide.slug} PDF it generated`, async ({ request }) => {
    const response = await request.get(`/guides/${guide.slug}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(5_000);
  });
}
