import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

/**
 * A client address for one journey, sent as the proxy's X-Forwarded-For (the e2e server trusts one
 * hop): players come from many addresses, so the server's per-client limits (registrations, login
 * failures) meet each journey afresh, as they would meet a new player. TEST-NET addresses only.
 */
export function clientAddress(): string {
  const nets = ['192.0.2', '198.51.100', '203.0.113'];
  return `${nets[randomInt(nets.length)]}.${randomInt(1, 255)}`;
}

/** Playwright's test, each journey (its pages and its API requests) from its own client address. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    // A journey may pin its address with test.use({ extraHTTPHeaders }).
    await use({ 'X-Forwarded-For': clientAddress(), ...extraHTTPHeaders });
  },
});
export { expect };

/**
 * Axe on what is on screen: no serious or critical violation. `scope`, a selector, checks only the
 * part that covers the page (a dialog, a game on a phone's whole screen).
 */
export async function expectAccessible(page: Page, where: string, scope?: string): Promise<void> {
  // Legacy mode runs axe in the page itself: the default opens a blank page to merge the frames'
  // results, half a second or more per check (measured on a 360 px dialog: ~0.9 s against ~0.35 s).
  // react-aria's live announcer keeps stale aria-labelledby messages; it is not page content.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).exclude('[data-live-announcer]');
  const results = await (scope ? axe.include(scope) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** Operator controls of the reference server (loopback only, outside production). */
export async function operator(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(`/__operator/${path}`, { data });
  const body = (await response.json()) as Envelope<unknown>;
  expect(body.success, `operator ${path}: ${body.errorCode ?? ''}`).toBe(true);
  return body.value;
}

/**
 * Forgets failed logins: journeys that test wrong passwords run before others from the same IP,
 * and past the threshold every login from it needs a captcha.
 */
export const clearLoginFailures = (request: APIRequestContext) =>
  operator(request, 'login-failures/clear', {});

export const setSystemStatus = (request: APIRequestContext, mode: 'normal' | 'maintenance' | 'region') =>
  operator(request, 'system-status', { mode });

interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  body: string;
  code: string | null;
}

/** The newest message to a phone number or e-mail address in the dev outbox, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  newerThan = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as Envelope<OutboxMessage[]>;
        found = body.value?.find((m) => m.id > newerThan);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const message = await latestMessage(request, to);
  const code = message.code ?? message.body.match(/\b\d{4,8}\b/)?.[0];
  if (!code) throw new Error(`no code in the message to ${to}`);
  return code;
}

/** A fresh unique name of 6–13 characters, letter first (the demo brand's username rule). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36).toString(36)}`.slice(
    0,
    13,
  );
}

/** A mobile number nobody else uses in this run. */
export function uniqueMobile(): string {
  return `917${String(Date.now()).slice(-7)}`;
}

/** Money text such as "P 1,234.50" in minor units. */
export const minorUnits = (money: string | null) =>
  Math.round(Number((money ?? '').replace(/[^\d.-]/g, '')) * 100);

/** The header balance in minor units. */
export async function headerBalance(page: Page): Promise<number> {
  return minorUnits(await page.getByRole('banner').locator('output').first().textContent());
}

/**
 * Logs a member (the demo member unless named) in through the login dialog already open (the
 * banner's "Log in"), then leaves the welcome dialog with "Start playing". After a login a
 * guest's play button asked for, the player goes to that game instead: pass `{ forGame: true }`.
 * A page on a brand's host name (brandContext) passes the test's own `request` for the operator
 * call: only the browser maps <id>.localhost to this machine.
 */
export async function logIn(
  page: Page,
  username = 'demomember',
  password = 'demo1234',
  {
    forGame = false,
    operatorRequest = page.request,
  }: { forGame?: boolean; operatorRequest?: APIRequestContext } = {},
): Promise<void> {
  await clearLoginFailures(operatorRequest);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  if (forGame) {
    await expect(dialog).toHaveCount(0);
    return;
  }
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toHaveCount(0);
}

/** Taps the demo slot's play button in the slots lobby (a guest is asked to log in first). */
export async function openDemoSlot(page: Page): Promise<void> {
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  await page.getByRole('button', { name: 'Play Lucky Lanterns', exact: true }).click();
}

/** Opens the home page and logs in through the header's "Log in" (empty fields open the dialog). */
export async function logInFromHome(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page, username, password);
}

/** Registers a new member by username on /register: the dialog closes once it is done. */
export async function submitRegistration(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Registers a new member (submitRegistration) and waits until the desktop header offers "Log out". */
export async function register(page: Page, username: string, password: string): Promise<void> {
  await submitRegistration(page, username, password);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** A new browser context whose pages start in `language`, as the language selector stores it. */
export async function contextInLanguage(browser: Browser, language: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('hisLang', lang);
    localStorage.setItem('lang', lang);
  }, language);
  return context;
}

/**
 * A new browser context on a brand's own host name (`<id>.localhost`, which the config maps to
 * this machine), from its own client address.
 */
export async function brandContext(
  browser: Browser,
  brandId: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const base = new URL(test.info().project.use.baseURL ?? '');
  base.hostname = `${brandId.toLowerCase()}.localhost`;
  return browser.newContext({
    ...options,
    baseURL: base.origin,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
}
