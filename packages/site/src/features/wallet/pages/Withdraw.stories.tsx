import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, memberCentreStories, phone } from '../../../../test/storybook/stories.tsx';

// Withdraw in the member centre: a bound bank account and a payout awaiting the member's receipt.
const meta = {
  title: 'Pages/Withdraw',
  tags: ['!autodocs'],
  ...memberCentreStories('withdraw'),
} satisfies Meta;
export default meta;

export const Phone: StoryObj<typeof meta> = { globals: phone };
export const Desktop: StoryObj<typeof meta> = { globals: desktop };
