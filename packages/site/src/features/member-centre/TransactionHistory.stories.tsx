import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, memberCentreStories, phone } from '../../../test/storybook/stories.tsx';

// Account record: every money movement of the last days (deposits, bonuses, transfers, holds).
const meta = {
  title: 'Pages/Member centre/Account record',
  tags: ['!autodocs'],
  ...memberCentreStories('transactionHistory'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
