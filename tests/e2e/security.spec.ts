import type { Page } from '@playwright/test';
import { text } from './locales.ts';
import {
  expect,
  expectAccessible,
  latestCode,
  operator,
  register,
  test,
  uniqueMobile,
  uniqueUsername,
} from './support.ts';

/** Issue 20 in the browser: the bonus verification prompt (item 3) and the site under its CSP (item 11). */

const c = (key: string) => text('en', key, 'common');
const w = (key: string) => text('en', key, 'wallet');
const eng = (key: string) => text('en', key, 'engagement');

test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

test('a bonus application refused until the mobile number is verified says so, leads to My account, and keeps the comment', async ({
  page,
  request,
}) => {
  await operator(request, 'bonus-verification', { verification: 'mobile' });
  try {
    await register(page, uniqueUsername('bvr'), 'abc12345');
    await page.goto('/promotions');
    await page.getByRole('tab', { name: eng('promotions.types.deposit') }).click();
    await page.getByTestId('promo-card').getByRole('link').first().click();
    const detail = page.getByTestId('promo-detail');
    const comment = detail.getByRole('textbox', { name: /comment/i });
    await comment.fill('Deposited 500 on Saturday');
    await detail.getByRole('button', { name: /submit/i }).click();

    // What to do, in words, with the way there.
    const prompt = page.getByRole('alertdialog', { name: c('bonusVerification.title') });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(text('en', 'bonus.verification.mobile.required', 'errors'));
    await expectAccessible(page, 'bonus verification prompt');
    await prompt.getByRole('button', { name: c('bonusVerification.go') }).click();
    await expect(prompt).toHaveCount(0);

    // My account: bind the number with its code.
    const centre = page.getByRole('dialog', { name: c('account.personalCenter') });
    await expect(centre.getByRole('heading', { level: 3, name: w('pages.securityCenter') })).toBeVisible();
    await centre.getByRole('button', { name: w('security.bindMobile') }).click();
    const form = centre.getByRole('form', { name: w('security.bindMobile') });
    const mobile = uniqueMobile();
    await form.getByRole('textbox', { name: text('en', 'labels.mobileNum', 'forms') }).fill(mobile);
    await form.getByRole('button', { name: text('en', 'actions.sendCode', 'forms') }).click();
    const code = await latestCode(request, `+63${mobile}`);
    await form.getByRole('textbox', { name: text('en', 'labels.verificationCode', 'forms') }).fill(code);
    await form.getByRole('button', { name: w('security.bindMobile') }).click();
    await expect(centre.getByRole('status').filter({ hasText: w('security.mobileBound') })).toBeVisible();
    await centre.getByRole('button', { name: c('actions.close') }).click();
    await expect(centre).toHaveCount(0);

    // Back on the promotion: the comment is as typed; sending it again is taken.
    await expect(comment).toHaveValue('Deposited 500 on Saturday');
    await detail.getByRole('button', { name: /submit/i }).click();
    await expect(detail.getByText(eng('promotions.entry.process'))).toBeVisible();
  } finally {
    await operator(request, 'bonus-verification', { verification: 'none' });
  }
});

/** Every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the built site runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/index', '/rng?page=PG', '/register', '/promotions']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('load');
    // Lazily loaded parts (fonts, the page's chunk, images) come after the load event.
    await page.waitForTimeout(1_500);
    expect(await violations(), path).toEqual([]);
  }
  // The watch sees a violation when there is one: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline /)]);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
});
