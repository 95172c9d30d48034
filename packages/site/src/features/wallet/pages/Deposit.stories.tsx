import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, memberCentreStories, phone } from '../../../../test/storybook/stories.tsx';

// Deposit in the member centre: three channels, two promotions and the last deposits.
const meta = {
  title: 'Pages/Deposit',
  tags: ['!autodocs'],
  ...memberCentreStories('depositv2'),
} satisfies Meta;
export default meta;

export const Phone: StoryObj<typeof meta> = { globals: phone };
export const Desktop: StoryObj<typeof meta> = { globals: desktop };
