import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { brands, defaultBrand } from '../../theme/brands';
import { BannerCarousel } from '.';
import { storySlides } from './BannerCarousel.fixtures';

beforeAll(() => {
  document.body.classList.add(brands[defaultBrand]!.className);
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BannerCarousel in a browser', () => {
  it('stops rotating while the pointer is over it and resumes after', async () => {
    const screen = await render(<BannerCarousel slides={storySlides} intervalMs={250} />);
    const slide = () => screen.getByRole('group').element().getAttribute('aria-label');
    await userEvent.hover(screen.getByRole('button', { name: 'Next slide' }));
    const shown = slide();
    await wait(700);
    expect(slide()).toBe(shown);
    await userEvent.unhover(screen.getByRole('button', { name: 'Next slide' }));
    await expect.poll(slide, { timeout: 2000 }).not.toBe(shown);
  });

  it('moves with the arrow keys once focused', async () => {
    const screen = await render(<BannerCarousel slides={storySlides} autoPlay={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    await expect.element(screen.getByRole('group')).toHaveAccessibleName('Slide 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('group')).toHaveAccessibleName('Slide 3 of 3');
    await expect.element(screen.getByRole('img', { name: 'VIP club' })).toBeVisible();
  });
});
