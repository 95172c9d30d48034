import { deriveTheme } from '../../packages/brands/src/deriveTheme.ts';
import { loadBrands } from '../../packages/brands/src/node/load.ts';
import { text } from './locales.ts';
import { brandContext, clearLoginFailures, expect, expectAccessible, test } from './support.ts';

/**
 * Every brand folder, through the run-time selection: one build and one server, the brand chosen
 * by the host name (`<id>.localhost`, which Chromium maps to this machine). A new folder is covered
 * without touching this spec.
 */
const brands = loadBrands();

/** sRGB hex as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe.configure({ timeout: 300_000 });

for (const brand of brands) {
  test(`${brand.id}: home, log in, a lobby and a member-centre page in its own brand`, async ({
    browser,
    request,
  }) => {
    const context = await brandContext(browser, brand.id);
    const page = await context.newPage();
    const { name, loggedInOnly } = brand.settings;

    // Home (a logged-in-only brand sends guests to its log-in page).
    await page.goto('/index');
    await expect(page).toHaveTitle(new RegExp(`${name}$`));
    await expect(page.locator('html')).toHaveClass(`brand-${brand.id}`);
    const home = page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'brand.home').replace('{{name}}', name) });
    await expect(home).toBeVisible();
    if (brand.hasLogo)
      await expect
        .poll(() => home.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    else await expect(home).toHaveText(name);
    const canvas = deriveTheme(brand.file.tokens).color.background.canvas;
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(canvas));
    // Its own stylesheet, carried in the page (allowed by the CSP's hash: the canvas above is its
    // colour); no other brand's, and no brand file to wait for.
    const brandSheets = await page.evaluate(() => ({
      links: [...document.querySelectorAll('link[rel="stylesheet"]')]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/brands/')),
      classes: [...document.querySelectorAll('head style')].flatMap((style) =>
        [...(style.textContent ?? '').matchAll(/\.(brand-[A-Za-z0-9]+)\{/g)].map((m) => m[1]),
      ),
    }));
    expect(brandSheets).toEqual({ links: [], classes: [`brand-${brand.id}`] });
    await expectAccessible(page, `${brand.id} home`);

    // Log in.
    if (loggedInOnly) await expect(page).toHaveURL(/\/login$/);
    else await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    // (Operator calls go to 127.0.0.1: only the browser maps <id>.localhost to this machine.)
    await clearLoginFailures(request);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demomember');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await expect(welcome).toHaveCount(0);

    // A lobby.
    await page.goto('/rng?page=PG');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'pages.rng.title') })).toBeVisible();
    await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, `${brand.id} lobby`);

    // A member-centre page.
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'account.personalCenter'), exact: true })
      .click();
    const centre = page.getByRole('dialog', { name: text('en', 'account.personalCenter') });
    await expect(centre.getByRole('navigation')).toBeVisible();
    await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `${brand.id} member centre`);
    await context.close();
  });
}

test('an unknown host gets the operator page, not a brand', async ({ browser }) => {
  const base = new URL(test.info().project.use.baseURL ?? '');
  base.hostname = 'nobrand.localhost';
  const page = await browser.newPage();
  const response = await page.goto(`${base.origin}/index`);
  expect(response?.status()).toBe(421);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No brand is configured for nobrand.localhost',
  );
  await page.close();
});
