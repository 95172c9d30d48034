import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, memberCentreStories, phone } from '../../../test/storybook/stories.tsx';

// Betting record: the last 7 days' rounds of slots and live games, with their totals.
const meta = {
  title: 'Pages/Member centre/Betting record',
  tags: ['!autodocs'],
  ...memberCentreStories('personalHistoryCopy'),
} satisfies Meta;
export default meta;

export const Phone: StoryObj<typeof meta> = { globals: phone };
export const Desktop: StoryObj<typeof meta> = { globals: desktop };
