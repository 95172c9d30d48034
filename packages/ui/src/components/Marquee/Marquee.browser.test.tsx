import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { brands, defaultBrand } from '../../theme/brands';
import { Marquee } from '.';

const items = [{ id: '1', text: 'Weekly cashback is paid every Monday.' }];

function track(region: Element) {
  const element = region.querySelector('ul')?.parentElement;
  if (!element) throw new Error('no track');
  return getComputedStyle(element);
}

beforeAll(() => {
  document.body.classList.add(brands[defaultBrand]!.className);
});

describe('Marquee in a browser', () => {
  it('scrolls, and stops while hovered', async () => {
    const screen = await render(<Marquee items={items} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(track(region.element()).animationName).not.toBe('none');
    expect(track(region.element()).animationPlayState).toBe('running');
    await userEvent.hover(region);
    await expect.poll(() => track(region.element()).animationPlayState).toBe('paused');
  });

  it('stops while paused with its toggle', async () => {
    const screen = await render(<Marquee items={items} />);
    await screen.getByRole('button', { name: 'Pause announcements' }).click();
    await userEvent.unhover(screen.getByRole('button', { name: 'Pause announcements' }));
    const region = screen.getByRole('region', { name: 'Announcements' }).element();
    expect(track(region).animationPlayState).toBe('paused');
  });

  it('keeps its pause button and announcements big enough to tap while they scroll under it', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <Marquee items={items} onItemPress={() => undefined} />
      </div>,
    );
    const pause = screen.getByRole('button', { name: 'Pause announcements' }).element();
    const announcement = screen.getByRole('button', { name: items[0]?.text }).element();
    const scrolling = announcement.closest('ul')?.parentElement?.getAnimations()[0];
    if (!scrolling) throw new Error('the track does not scroll');
    // Part of the way along: the announcement has passed under the pause button's place.
    scrolling.pause();
    scrolling.currentTime = 3000;
    expect(announcement.getBoundingClientRect().left).toBeLessThan(pause.getBoundingClientRect().right);
    // WCAG 2.2 target size (24 by 24 px, not covered by what scrolls past).
    const { violations } = await axe.run(screen.container, { runOnly: ['target-size'] });
    expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
  });
});
