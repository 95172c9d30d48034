import { expect, expectAccessible, setSystemStatus, test } from './support.ts';

test.describe('system status pages', () => {
  test.afterEach(async ({ request }) => {
    await setSystemStatus(request, 'normal');
  });

  test('maintenance replaces the whole site', async ({ page, request }) => {
    await setSystemStatus(request, 'maintenance');
    await page.goto('/index');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText('We are currently performing a system maintenance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page, 'maintenance page');
  });

  test.describe('from a known address', () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });

    test('region restriction shows the visitor IP and country', async ({ page, request }) => {
      await setSystemStatus(request, 'region');
      await page.goto('/vip');
      await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
      await expect(
        page.getByText(
          'Due to restriction of your location or IP address, you are not allowed to access the site',
        ),
      ).toBeVisible();
      // The address the proxy forwarded, not the proxy's own.
      await expect(page.getByText('203.0.113.7')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
      await expectAccessible(page, 'region page');
    });
  });

  test('back to normal shows the site again', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
