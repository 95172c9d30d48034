import { expect, type Page } from '@playwright/test';

/** What the visual specs read and drive of a Storybook preview page. */
interface ViewportOption {
  styles?: { width?: string; height?: string };
}

export interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
      };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    once: (event: string, listener: () => void) => void;
  };
}

/** Render phases after which the story, its play function included, is done. */
const settledPhases = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

export async function waitUntilSettled(page: Page, id: string) {
  await page.waitForFunction(
    (phases) =>
      phases.includes((window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
    settledPhases,
  );
  const failure = await page.evaluate(() =>
    (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'errored'
      ? document.querySelector('#error-message')?.textContent || 'story errored'
      : '',
  );
  expect(failure, `story ${id} failed to render or its play function threw`).toBe('');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Stops time a moment after now; timers due in that moment still fire. The moment grows if the
 * page's clock has already passed it by the time the command arrives (a busy machine).
 */
export async function freezeTime(page: Page) {
  for (let margin = 100; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 2000) throw error;
    }
  }
}
