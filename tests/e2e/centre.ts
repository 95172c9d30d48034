import type { Locator, Page } from '@playwright/test';
import { type Language, text } from './locales.ts';
import { expect } from './support.ts';

/** The member centre's words, from the wallet namespace. */
export const w = (language: Language, key: string) => text(language, key, 'wallet');

export const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
export const siteHeader = (page: Page) => page.getByRole('banner');

/** Opens a member-centre page from its menu link and waits for its heading. */
export async function openCentrePage(page: Page, name: string): Promise<Locator> {
  const centre = memberCentre(page);
  await centre.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(centre.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
  return centre;
}

/** The header balance (the member centre refreshes it after its own money actions). */
export async function expectHeaderBalance(page: Page, amount: string) {
  await expect(siteHeader(page).getByRole('status')).toContainText(amount);
}

/** A new member's first withdrawal: the payment password, then a bank card, on the open Withdraw page. */
export async function setUpPayout(withdraw: Locator, loginPassword: string, paymentPassword: string) {
  await withdraw.getByLabel(w('en', 'withdraw.loginPassword')).fill(loginPassword);
  await withdraw.getByLabel(w('en', 'withdraw.newPaymentPassword')).fill(paymentPassword);
  await withdraw.getByLabel(w('en', 'withdraw.confirmPaymentPassword')).fill(paymentPassword);
  await withdraw.getByRole('button', { name: w('en', 'withdraw.setPasswordSubmit') }).click();
  await expect(withdraw.getByText(w('en', 'withdraw.noAccountTitle'))).toBeVisible();

  await withdraw.getByRole('textbox', { name: w('en', 'withdraw.accountName') }).fill('Wallet Tester');
  await withdraw.getByRole('textbox', { name: w('en', 'withdraw.accountNumber') }).fill('000111222333');
  const bind = withdraw.getByRole('form', { name: w('en', 'withdraw.bindTitle') });
  await bind.getByLabel(w('en', 'withdraw.paymentPassword')).fill(paymentPassword);
  await bind.getByRole('button', { name: w('en', 'withdraw.bindSubmit') }).click();
}

/** Asks for a withdrawal of `amount` (major units, as typed) on the open Withdraw page. */
export async function requestWithdrawal(withdraw: Locator, amount: string, paymentPassword: string) {
  const form = withdraw.getByRole('form', { name: w('en', 'withdraw.formTitle') });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: w('en', 'withdraw.amount') }).fill(amount);
  await form.getByLabel(w('en', 'withdraw.paymentPassword')).fill(paymentPassword);
  await form.getByRole('button', { name: w('en', 'withdraw.submit'), exact: true }).click();
  await expect(form.getByText(w('en', 'withdraw.requested'))).toBeVisible();
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses an option of a react-aria Select by its label (its button reads "<value> <label>"). */
export async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Asks for a deposit of `amount` on the bank channel, on the open Deposit page. */
export async function requestDeposit(page: Page, amount: string) {
  const centre = memberCentre(page);
  await choose(centre, page, w('en', 'deposit.channel'), /bank/i);
  await centre.getByRole('textbox', { name: w('en', 'deposit.amount') }).fill(amount);
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
}
