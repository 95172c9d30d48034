import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SystemPage, systemPageKinds } from '.';

const meta = {
  title: 'Components/SystemPage',
  component: SystemPage,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'maintenance', onContactUs: fn() },
  argTypes: { kind: { control: 'inline-radio', options: systemPageKinds } },
} satisfies Meta<typeof SystemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Maintenance: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We are currently performing a system maintenance')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContactUs).toHaveBeenCalled();
  },
};

export const RegionRestricted: Story = {
  args: { kind: 'region', ip: '203.0.113.7', country: 'Atlantis' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.7')).toBeVisible();
  },
};

export const WithoutContact: Story = { args: { onContactUs: undefined } };
