import type { Page } from '@playwright/test';
import { text } from './locales.ts';
import { contextInLanguage, expect, expectAccessible, register, test, uniqueUsername } from './support.ts';

const topics = ['company', 'contact', 'terms', 'responsible', 'privacy', 'affiliates', 'refund'] as const;
const content = (language: 'en' | 'cn', key: string) => text(language, key, 'content');

/** Opens every footer about-link from the home page and checks its page shows the operator's text. */
async function footerTopics(page: Page, language: 'en' | 'cn') {
  await page.goto('/index');
  const footer = page.getByRole('contentinfo');
  for (const topic of topics) {
    await footer.getByRole('link', { name: text(language, `footer.about.${topic}`), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/help\\?topic=${topic}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).not.toBeEmpty();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a user sees.
    const body = (await page.getByTestId('topic-content').innerText()).trim();
    expect(body.length, `${language} ${topic} has real text`).toBeGreaterThan(40);
    await page.goBack();
  }
}

test('every footer about-link opens its page with real text, in English and in Chinese', async ({
  page,
  browser,
}) => {
  await footerTopics(page, 'en');
  await page.goto('/help?topic=terms');
  await expect(page.getByRole('heading', { level: 2, name: 'General terms and conditions' })).toBeVisible();
  await expectAccessible(page, 'terms (en)');

  const context = await contextInLanguage(browser, 'cn');
  const cn = await context.newPage();
  await footerTopics(cn, 'cn');
  await cn.goto('/help?topic=responsible');
  await expect(cn.getByRole('heading', { level: 2, name: '负责任博彩' })).toBeVisible();
  await cn.setViewportSize({ width: 360, height: 740 });
  expect(await cn.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(cn, 'responsible gaming (cn, 360 px)');
  await context.close();
});

test('the help search finds an FAQ and says when nothing matches', async ({ page }) => {
  await page.goto('/help');
  const search = page.getByRole('searchbox', { name: content('en', 'help.searchLabel') });
  await expect(page.getByText('How do I register?')).toBeVisible();
  await search.fill('withdraw');
  await expect(page.getByText('How do I withdraw?')).toBeVisible();
  await expect(page.getByText('How do I register?')).toHaveCount(0);
  await expect(page.getByText('Bind a bank account or e-wallet')).toBeVisible();
  await expectAccessible(page, 'help search');
  await search.fill('zzzz');
  await expect(page.getByRole('status')).toContainText('zzzz');
});

test('the beginner guide shows each step with a picture of the site, loaded only when scrolled to', async ({
  browser,
}) => {
  const context = await contextInLanguage(browser, 'vi');
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (/\.webp$/.test(new URL(request.url()).pathname)) pictures.push(request.url());
  });
  // The home page (the start-up path) and the help centre's FAQ fetch none of them.
  await page.goto('/index');
  await page.waitForLoadState('networkidle');
  expect(pictures).toEqual([]);

  await page.goto('/help');
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(pictures).toEqual([]);
  await page.getByRole('link', { name: text('vi', 'guide.title', 'content'), exact: true }).click();
  await expect(page).toHaveURL(/\/help\?topic=guide$/);
  const guide = page.getByRole('region', { name: text('vi', 'guide.title', 'content') });
  const steps = ['register', 'deposit', 'play', 'withdraw'];
  for (const step of steps) {
    const picture = guide.getByRole('img', { name: text('vi', `guide.steps.${step}.alt`, 'content') });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  }
  expect(pictures).toHaveLength(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'beginner guide (vi, 360 px)');
  await context.close();
});

test('a feedback with a picture is sent and the operator’s reply shows', async ({ page }) => {
  await register(page, uniqueUsername('fb'), 'secret123');
  await page.goto('/help?topic=feedback');
  const form = page.getByRole('form', { name: text('en', 'titles.feedback', 'forms') });
  await form
    .getByRole('button', { name: new RegExp(`${text('en', 'labels.questionType', 'forms')}$`) })
    .click();
  await page.getByRole('option', { name: text('en', 'questionTypes.deposit', 'forms') }).click();
  const message = `My bank deposit has not arrived after an hour ${Date.now()}, please check it for me.`;
  await form.getByRole('textbox', { name: text('en', 'labels.content', 'forms') }).fill(message);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByText('receipt.png')).toBeVisible();
  await form.getByRole('button', { name: text('en', 'actions.submit', 'forms') }).click();
  await expect(page.getByText(content('en', 'feedback.sent'))).toBeVisible();
  const item = page.getByTestId('feedback-item').filter({ hasText: message });
  await expect(item).toContainText(content('en', 'feedback.status.pending'));
  await expect(item.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expectAccessible(page, 'feedback sent');

  const queue = (await (await page.request.get('/__operator/content/feedback')).json()) as {
    value: { id: number; content: string }[];
  };
  const sent = queue.value.find((entry) => entry.content === message);
  expect(sent).toBeDefined();
  const reply = await page.request.post('/__operator/content/feedback-reply', {
    data: { id: sent?.id, reply: 'Found it: credited just now.' },
  });
  expect((await reply.json()).success).toBe(true);
  await page.reload();
  await expect(item).toContainText('Found it: credited just now.');
  await expect(item).toContainText(content('en', 'feedback.status.replied'));
});

test('the winners page lists real wins of the demo history per category, from the home page', async ({
  page,
}) => {
  await page.goto('/index');
  await page.getByRole('link', { name: text('en', 'home.allWinners', 'games') }).click();
  await expect(page).toHaveURL(/\/winners$/);
  const board = page.getByRole('list', { name: content('en', 'winners.board') });
  await expect(board.getByRole('listitem').first()).toBeVisible();
  expect(await board.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  await expect(board.getByRole('listitem').first()).toContainText('***');

  await page
    .getByRole('radiogroup', { name: content('en', 'winners.category') })
    .getByText(text('en', 'nav.FISH'), { exact: true })
    .click();
  await expect(page).toHaveURL(/\/winners\?category=FISH$/);
  await expect(board.getByRole('listitem').first()).toContainText(text('en', 'nav.FISH'));
  for (const row of await board.getByRole('listitem').all())
    await expect(row).toContainText(text('en', 'nav.FISH'));
  await expectAccessible(page, 'winners (fishing)');

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'winners (360 px)');
});
