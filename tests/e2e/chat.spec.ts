import type { Page, WebSocketRoute } from '@playwright/test';
import { text } from './locales.ts';
import { expect, expectAccessible, logIn, register, test, uniqueUsername } from './support.ts';

const support = (key: string) => text('en', `support.${key}`, 'content');

interface QueueEntry {
  id: number;
  channel: string;
  who: string;
  unread: number;
  lastMessage: string;
}

async function conversationOf(page: Page, who: string): Promise<QueueEntry> {
  const answer = (await (await page.request.get('/__operator/support/queue')).json()) as {
    value: QueueEntry[];
  };
  const entry = answer.value.find((item) => item.who === who);
  expect(entry, `${who} in the operator queue`).toBeDefined();
  return entry as QueueEntry;
}

async function reply(page: Page, id: number, content: string) {
  const answer = await page.request.post('/__operator/support/reply', { data: { id, content } });
  expect((await answer.json()).success).toBe(true);
}

async function operatorView(page: Page, id: number): Promise<string[]> {
  const answer = (await (await page.request.get(`/__operator/support/conversation?id=${id}`)).json()) as {
    value: { messages: { content: string }[] };
  };
  return answer.value.messages.map((m) => m.content);
}

const openChat = async (page: Page) => {
  await page
    .getByRole('list', { name: text('en', 'header.quickLinks') })
    .getByRole('button', {
      name: new RegExp(text('en', 'rightBar.customerService')),
    })
    .click();
};

test('a member chats live with customer service; answers arrive live, after a reconnect, and as an unread badge', async ({
  page,
}) => {
  // Every chat socket goes through this route, so the test can cut the connection like a network would.
  const routes: WebSocketRoute[] = [];
  let refuse = false;
  let attempts = 0;
  await page.routeWebSocket(/\/wps\/support\/socket$/, (socket) => {
    attempts += 1;
    if (refuse) {
      void socket.close({ code: 4000, reason: 'network down' });
      return;
    }
    socket.connectToServer();
    routes.push(socket);
  });

  const username = uniqueUsername('chat');
  await register(page, username, 'secret123');
  await openChat(page);
  const chat = page.getByRole('dialog', { name: support('title') });
  await expect(chat).toBeVisible();
  // The live chat window is 440 × 500 (docs/product.md § Modals).
  const box = await chat.locator('xpath=..').boundingBox(); // the modal frame holding the dialog
  expect(Math.round(box?.width ?? 0)).toBe(440);
  expect(Math.round(box?.height ?? 0)).toBe(500);
  await expect(chat.getByRole('status').filter({ hasText: support('connected') })).toBeVisible();
  const log = chat.getByRole('log', { name: support('conversation') });
  await expect(log).toContainText(support('empty'));
  await expectAccessible(page, 'live chat');

  // Keyboard: the message box has focus; Enter sends.
  const box1 = chat.getByRole('textbox', { name: support('message') });
  await expect(box1).toBeFocused();
  await box1.fill('My deposit has not arrived yet.');
  await box1.press('Enter');
  await expect(log.locator('[data-author="member"]')).toContainText('My deposit has not arrived yet.');
  await expect(box1).toHaveValue('');

  const entry = await conversationOf(page, username);
  expect(entry).toMatchObject({ channel: 'live', unread: 1 });
  await reply(page, entry.id, 'Thanks, checking it now.');
  await expect(log.locator('[data-author="operator"]')).toContainText('Thanks, checking it now.');

  // The connection drops and stays down: the window says so, and a message written meanwhile waits.
  refuse = true;
  for (const route of routes.splice(0)) await route.close({ code: 4000, reason: 'network down' });
  await expect(chat.getByRole('status').filter({ hasText: support('reconnecting') })).toBeVisible();
  await box1.fill('Still there?');
  await box1.press('Enter');
  await expect(log.locator('[data-author="pending"]')).toContainText(support('waiting'));
  await reply(page, entry.id, 'Found it: credited just now.');

  // "Reconnect now" tries at once instead of waiting for the backoff.
  const before = attempts;
  await chat.getByRole('button', { name: support('retry') }).click();
  await expect.poll(() => attempts).toBeGreaterThan(before);

  // Back online: the next attempt (backoff at most 30 s) brings the missed answer, and the waiting message is stored, once.
  refuse = false;
  await expect(chat.getByRole('status').filter({ hasText: support('connected') })).toBeVisible({
    timeout: 45_000,
  });
  await expect(log.locator('[data-author="operator"]').last()).toContainText('Found it: credited just now.');
  await expect(log.locator('[data-author="pending"]')).toHaveCount(0);
  await expect(log.locator('[data-author="member"]').last()).toContainText('Still there?');
  expect(await operatorView(page, entry.id)).toEqual([
    'My deposit has not arrived yet.',
    'Thanks, checking it now.',
    'Found it: credited just now.',
    'Still there?',
  ]);

  // Window closed: a new answer shows as an unread badge on customer service, and opening reads it.
  await chat.getByRole('button', { name: text('en', 'actions.close') }).click();
  await expect(chat).toHaveCount(0);
  await reply(page, entry.id, 'Anything else?');
  await page.reload();
  const unread = text('en', 'rightBar.unread').replace('{{count}}', '1');
  const button = page
    .getByRole('list', { name: text('en', 'header.quickLinks') })
    .getByRole('button', { name: new RegExp(text('en', 'rightBar.customerService')) });
  await expect(button).toContainText(unread);
  await button.click();
  await expect(page.getByRole('dialog', { name: support('title') }).getByRole('log')).toContainText(
    'Anything else?',
  );
  await expect.poll(async () => (await conversationOf(page, username)).unread).toBe(0);
  const after = await page.request.get('/wps/support/unread', {
    headers: {
      Merchant: 'demo',
      Authorization: (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '',
    },
  });
  expect((await after.json()).value).toBe(0);
});

test('a VIP member gets the VIP support window (440 × 750)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page, 'demovip', 'demo1234');
  await openChat(page);
  const chat = page.getByRole('dialog', { name: support('vipTitle') });
  await expect(chat).toBeVisible();
  const box = await chat.locator('xpath=..').boundingBox(); // the modal frame holding the dialog
  expect(Math.round(box?.width ?? 0)).toBe(440);
  expect(Math.round(box?.height ?? 0)).toBe(750);
  await expect(chat.getByRole('status').filter({ hasText: support('connectedVip') })).toBeVisible();
});

test('a guest may log in to chat or leave a message answered by e-mail', async ({ page }) => {
  await page.goto('/index');
  await openChat(page);
  const chat = page.getByRole('dialog', { name: support('title') });
  await expect(chat.getByText(support('guestIntro'))).toBeVisible();
  await expect(chat.getByRole('button', { name: support('login') })).toBeVisible();
  await expectAccessible(page, 'guest chat');

  const form = chat.getByRole('form', { name: support('leaveTitle') });
  await form.getByRole('button', { name: support('leaveSend') }).click();
  await expect(form.getByText(text('en', 'validation.required', 'forms')).first()).toBeVisible();
  const email = `${uniqueUsername('g')}@example.test`;
  await form.getByRole('textbox', { name: support('name') }).fill('Guest Ann');
  await form.getByRole('textbox', { name: support('email') }).fill(email);
  await form.getByRole('textbox', { name: support('message') }).fill('Can I deposit by QR code?');
  await form.getByRole('button', { name: support('leaveSend') }).click();
  await expect(chat.getByRole('status')).toContainText(email);

  const entry = await conversationOf(page, 'Guest Ann (guest)');
  expect(entry.lastMessage).toBe('Can I deposit by QR code?');

  // Logging in from the chat comes back to the chat.
  await chat.getByRole('button', { name: support('login') }).click();
  await logIn(page, 'demomember', 'demo1234', { forGame: true });
  await expect(page.getByRole('dialog', { name: support('title') }).getByRole('log')).toBeVisible();
});
