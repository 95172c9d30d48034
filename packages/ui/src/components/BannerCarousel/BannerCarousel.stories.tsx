import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel } from '.';
import { storySlides } from './BannerCarousel.fixtures';

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: { slides: storySlides, onSlidePress: fn() },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Static for screenshots; the buttons and the slide picker still work. */
export const Manual: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group')).toHaveAccessibleName('Slide 2 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('group')).toHaveAccessibleName('Slide 1 of 3');
  },
};

export const WithLinks: Story = {
  args: { autoPlay: false, slides: storySlides.map((slide) => ({ ...slide, href: '/promotions' })) },
};

export const SingleSlide: Story = { args: { slides: storySlides.slice(0, 1) } };
