import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RightBar } from '.';

const meta = {
  title: 'Components/RightBar',
  component: RightBar,
  args: {
    onCustomerService: fn(),
    socialHref: 'https://social.example/playsite',
    email: 'help@play.example',
    downloads: [
      { kind: 'ios', qrText: 'http://localhost/down?os=ios' },
      { kind: 'lite', qrText: 'http://localhost/down?os=lite' },
      { kind: 'android', qrText: 'http://localhost/down?os=android' },
    ],
  },
} satisfies Meta<typeof RightBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Customer service' }));
    await expect(args.onCustomerService).toHaveBeenCalled();
  },
};

export const WithoutLiteApp: Story = {
  args: {
    downloads: [
      { kind: 'ios', qrText: 'http://localhost/down?os=ios' },
      { kind: 'android', qrText: 'http://localhost/down?os=android' },
    ],
  },
};

export const ContactOnly: Story = { args: { downloads: [] } };
