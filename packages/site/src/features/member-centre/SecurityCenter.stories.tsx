import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, memberCentreStories, phone } from '../../../test/storybook/stories.tsx';

// My account (the member's profile): avatar, profile fields, bound contacts and the password change.
const meta = {
  title: 'Pages/Member centre/My account',
  tags: ['!autodocs'],
  ...memberCentreStories('securityCenter'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
