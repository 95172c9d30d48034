import { memberCentre, openCentrePage, requestDeposit, siteHeader, w } from './centre.ts';
import { text } from './locales.ts';
import { expect, expectAccessible, register, test, uniqueUsername } from './support.ts';

/**
 * A member's own safeguards (docs/responsible-gaming.md), enforced by the platform, not the screen:
 * a deposit limit refuses the deposit that would pass it, raising it waits for the cooling-off
 * period, and a break closes deposits until it ends.
 */

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const error = (key: string) => text('en', key, 'errors');

test('a member sets a deposit limit, is held to it, waits to raise it, and takes a break that closes deposits', async ({
  page,
}) => {
  await register(page, uniqueUsername('rg'), 'abc12345');
  await siteHeader(page).getByRole('button', { name: 'Personal center' }).click();
  const centre = await openCentrePage(page, w('en', 'pages.responsibleGaming'));
  await expectAccessible(page, 'responsible gaming');

  // A daily deposit limit of 1,000.00 applies at once (the bank channel takes 500.00 and more).
  const deposits = centre.getByRole('form', { name: w('en', 'responsible.kind.deposit') });
  const daily = deposits.getByRole('textbox', { name: w('en', 'responsible.period.day') });
  await daily.fill('1.234');
  await deposits.getByRole('button', { name: w('en', 'responsible.save') }).click();
  await expect(deposits.getByText(w('en', 'responsible.amountInvalid'))).toBeVisible();
  await expect(daily).toHaveValue('1.234');
  await daily.fill('1000');
  await deposits.getByRole('button', { name: w('en', 'responsible.save') }).click();
  await expect(deposits.getByText(/In force: \D*1,000\.00/)).toBeVisible();

  // 1,500.00 would pass it: refused in words; 800.00 is taken; another 500.00 would pass it again.
  await openCentrePage(page, w('en', 'pages.depositv2'));
  await requestDeposit(page, '1500');
  // The form's refusal (the empty alert beside it is the form's live region).
  const refusal = memberCentre(page).getByRole('alert').filter({ hasText: /\S/ });
  await expect(refusal).toHaveText(error('responsible.limit.deposit'));
  await requestDeposit(page, '800');
  await expect(memberCentre(page).getByText(w('en', 'deposit.pending'))).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await requestDeposit(page, '500');
  await expect(refusal).toHaveText(error('responsible.limit.deposit'));

  // Raising the limit waits for the cooling-off period: the lower one stays in force meanwhile.
  await openCentrePage(page, w('en', 'pages.responsibleGaming'));
  await daily.fill('5000');
  await deposits.getByRole('button', { name: w('en', 'responsible.save') }).click();
  await expect(deposits.getByText(/In force: \D*1,000\.00 · Changes to \D*5,000\.00 on /)).toBeVisible();

  // A break needs the confirmation, then closes deposits until it ends.
  const pause = centre.getByRole('form', { name: w('en', 'responsible.breakTitle') });
  await pause.getByRole('button', { name: new RegExp(`${w('en', 'responsible.breakLength')}$`) }).click();
  await page.getByRole('option', { name: w('en', 'responsible.span.timeout.24h') }).click();
  await pause.getByRole('button', { name: w('en', 'responsible.takeBreak') }).click();
  await expect(pause.getByText(w('en', 'responsible.confirmRequired'))).toBeVisible();
  await pause.getByText(w('en', 'responsible.confirm')).click();
  await pause.getByRole('button', { name: w('en', 'responsible.takeBreak') }).click();
  await expect(pause.getByRole('status')).toContainText('You are on a break until');

  await openCentrePage(page, w('en', 'pages.depositv2'));
  await requestDeposit(page, '500');
  await expect(refusal).toHaveText(error('responsible.break.timeout'));
});
