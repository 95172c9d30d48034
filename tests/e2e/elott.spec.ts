import { text } from './locales.ts';
import { expect, expectAccessible, register, test, uniqueUsername } from './support.ts';

/**
 * Issue 19, e-lottery: the catalogue's e-lottery games (PK10 and the fast lotto games) have no
 * draw engine on the reference server yet, so their launch is refused as under maintenance. The
 * page must say that, not blame the member's connection.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

test('a PK10 game from /elott says it is under maintenance, not that the connection failed', async ({
  page,
}) => {
  await register(page, uniqueUsername('elo'), 'abc12345');
  await page.goto('/elott');
  await page.getByRole('main').getByRole('button', { name: 'Play PK10 Racing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
  await expect(page.getByText(text('en', 'lottery.openFailedTitle', 'games'))).toBeVisible();
  await expect(page.getByText(text('en', 'game.maintenance', 'errors'))).toBeVisible();
  await expect(page.getByText(text('en', 'lobby.errorText', 'games'))).toHaveCount(0);
  await expectAccessible(page, 'e-lottery refused');
});
