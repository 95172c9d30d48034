import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Language, text } from './locales.ts';
import { contextInLanguage, expect, operator, test } from './support.ts';

/**
 * Issue 4, "Done when": an operator changes a register field's rule on the reference server and
 * the running site's register form follows, messages localised with the new bounds, no release.
 */

interface FieldSetting {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

async function registerSettings(request: APIRequestContext): Promise<Record<string, FieldSetting>> {
  const response = await request.get('/__operator/settings');
  const body = (await response.json()) as { value: { register: Record<string, FieldSetting> } };
  return body.value.register;
}

const setField = (request: APIRequestContext, field: string, change: Partial<FieldSetting>) =>
  operator(request, 'register-field', { field, ...change });

/** A pattern message with its bounds, as the form shows it. */
const boundsMessage = (language: Language, key: string, min: number, max: number) =>
  text(language, key, 'forms').replace('{{min}}', String(min)).replace('{{max}}', String(max));

/**
 * A new visitor: register settings are cached for the browser session, so a change reaches the
 * next session (a reload of a new tab), as on the live platform.
 */
async function openRegister(browser: Browser, language: Language = 'en'): Promise<Page> {
  const context = await contextInLanguage(browser, language);
  const page = await context.newPage();
  await page.goto('/register');
  return page;
}

const registerDialog = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: text(language, 'register.title') });

test('changing a register field on the server changes the form and its messages', async ({
  browser,
  request,
}) => {
  const saved = await registerSettings(request);
  const qq = {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 5,
    maxLength: 11,
  };
  const email = { enabled: true, required: true, patternId: 3, minLength: 8, maxLength: 40 };
  expect(saved.qqNum?.enabled, 'the demo brand starts without a QQ field').toBe(false);
  expect(saved.email?.required, 'and with an optional e-mail').toBe(false);

  try {
    const before = await openRegister(browser);
    const beforeDialog = registerDialog(before, 'en');
    await expect(beforeDialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(beforeDialog.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(beforeDialog.getByRole('textbox', { name: 'QQ number' })).toHaveCount(0);
    await before.context().close();

    await setField(request, 'qqNum', qq);
    await setField(request, 'email', email);

    const page = await openRegister(browser);
    const dialog = registerDialog(page, 'en');
    const qqBox = dialog.getByRole('textbox', { name: 'QQ number' });
    const emailBox = dialog.getByRole('textbox', { name: 'E-mail' });
    await expect(qqBox).toBeVisible();
    await expect(qqBox).toHaveAttribute('aria-required', 'true');
    await expect(emailBox).toHaveAttribute('aria-required', 'true');

    await qqBox.fill('12ab');
    await emailBox.fill('a@b.co'); // a valid address, but shorter than the new minimum of 8
    await emailBox.blur();
    await expect(qqBox).toHaveAccessibleDescription(boundsMessage('en', 'patterns.digits', 5, 11));
    await expect(dialog.getByText('Digits only, 5–11 characters')).toBeVisible();
    await expect(emailBox).toHaveAccessibleDescription(boundsMessage('en', 'patterns.email', 8, 40));

    await qqBox.fill('123456');
    await emailBox.fill('player@example.com');
    await expect(qqBox).not.toHaveAccessibleDescription(/./);
    await expect(emailBox).not.toHaveAccessibleDescription(/./);
    await page.context().close();

    // The same rule, in Thai, with the bounds filled in.
    const thai = await openRegister(browser, 'th');
    const thaiDialog = registerDialog(thai, 'th');
    const thaiQq = thaiDialog.getByRole('textbox', { name: text('th', 'labels.qqNum', 'forms') });
    await thaiQq.fill('12');
    await thaiQq.blur();
    await expect(thaiQq).toHaveAccessibleDescription(boundsMessage('th', 'patterns.digits', 5, 11));
    await thai.context().close();
  } finally {
    // Other journeys run against the same server: put the demo brand back as it was.
    await setField(request, 'qqNum', saved.qqNum ?? { enabled: false, required: false });
    await setField(request, 'email', saved.email ?? { enabled: true, required: false });
  }

  const after = await openRegister(browser);
  await expect(registerDialog(after, 'en').getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(registerDialog(after, 'en').getByRole('textbox', { name: 'QQ number' })).toHaveCount(0);
  await after.context().close();
  expect(await registerSettings(request)).toEqual(saved);
});
