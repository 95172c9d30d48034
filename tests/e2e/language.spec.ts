import { allKeys, type Language, languages, text } from './locales.ts';
import { expect, expectAccessible, test } from './support.ts';

const nativeNames: Record<Language, string> = {
  en: 'English',
  cn: '中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ko: '한국어',
  id: 'Bahasa Indonesia',
};

const keys = allKeys();
const rawKeysIn = (shown: string) => keys.filter((key) => shown.includes(key));

test('the language selector switches to each locale with no raw keys on screen', async ({ page }) => {
  await page.goto('/index');
  let current: Language = 'en';
  await expect(
    page.getByRole('heading', { level: 1, name: text(current, 'pages.index.title') }),
  ).toBeVisible();

  for (const language of languages) {
    await page
      .getByRole('button', { name: `${text(current, 'header.language')}: ${nativeNames[current]}` })
      .click();
    await page.getByRole('menuitemradio', { name: nativeNames[language] }).click();
    current = language;
    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'pages.index.title') }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]),
    ).toEqual([language, language]);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a user sees.
    expect(rawKeysIn(await page.locator('body').innerText()), `raw keys in ${language}`).toEqual([]);

    await page
      .getByRole('button', { name: text(language, 'account.login'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a user sees.
    expect(rawKeysIn(await dialog.innerText()), `raw keys in the ${language} login modal`).toEqual([]);
    await expectAccessible(page, `home with login modal (${language})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('id', 'pages.index.title') })).toBeVisible();
});
