import { text } from './locales.ts';
import { expect, expectAccessible, test } from './support.ts';

const pages: [path: string, id: string, headerOnly: boolean][] = [
  ['/index', 'index', false],
  ['/vip', 'vip', false],
  ['/pointMall', 'pointMall', false],
  ['/rng?page=PG', 'rng', false],
  ['/live', 'live', false],
  ['/fish', 'fish', false],
  ['/pvp', 'pvp', false],
  ['/promotions', 'promotions', false],
  ['/promoDetail', 'promoDetail', false],
  ['/seamless', 'seamless', false],
  ['/help', 'help', false],
  ['/helpmc', 'helpmc', false],
  ['/down', 'down', false],
  ['/join', 'join', false],
  ['/noticePage', 'noticePage', false],
  ['/lottery', 'lottery', true],
  ['/vnlottery', 'vnlottery', true],
  ['/seaLottery', 'seaLottery', true],
  ['/elott', 'elott', true],
  ['/no-such-page', 'notFound', false],
];

test('/ goes to /index', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
});

for (const [path, id, headerOnly] of pages) {
  test(`${path} shows its page${headerOnly ? ' under the header only' : ''}`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', `pages.${id}.title`) }),
    ).toBeVisible();
    await expect(page.getByText(text('en', `pages.${id}.description`))).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(headerOnly ? 0 : 1);
    await expectAccessible(page, path);
  });
}

test('/game needs a login: guests get the login popup on the home page', async ({ page }) => {
  await page.goto('/game');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('/register.html opens the register modal over the home page', async ({ page }) => {
  await page.goto('/register.html');
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  // The page under a modal is hidden from assistive technology, but it is the home page.
  await expect(page.locator('h1', { hasText: 'Home' })).toBeAttached();
});

test('brand fonts wait for a first visit’s largest image, and load at once on a return visit', async ({
  page,
}) => {
  /** When the first font file and the first image painted as the largest content started. */
  const timings = () =>
    page.evaluate(async () => {
      const image = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find((e) => (e as LargestContentfulPaint).element?.tagName === 'IMG');
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const font = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'));
      return { image, font: font?.startTime };
    });
  const lobby = page.locator('main img').first();

  await page.goto('/rng?page=SFORGE');
  await expect(lobby).toBeVisible();
  await expect.poll(async () => (await timings()).font).toBeDefined();
  const first = await timings();
  expect(first.font).toBeGreaterThan(first.image);

  await page.reload();
  await expect(lobby).toBeVisible();
  await expect.poll(async () => (await timings()).font).toBeDefined();
  const again = await timings();
  expect(again.font).toBeLessThan(again.image);
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded')))
    .toBe(true);
});
