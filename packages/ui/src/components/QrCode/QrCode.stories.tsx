import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import sampleBackground from '../../assets/sample-background.svg';
import logo from '../../assets/sample-logo.svg';
import { Inline } from '../../layout';
import { vars } from '../../theme';
import { QrCode, qrErrorCorrectionLevels } from '.';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  argTypes: { errorCorrectionLevel: { control: 'inline-radio', options: qrErrorCorrectionLevels } },
  args: { text: 'http://localhost:5173/down?os=android', label: 'Download the Android app' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Size 200, margin 20, level M by default. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Download the Android app' });
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('data-level', 'M');
  },
};

export const WithLogo: Story = { args: { logoSrc: logo } };

export const WithBackgroundImage: Story = { args: { backgroundImageSrc: sampleBackground } };

/** Colours are any CSS colour; theme tokens keep brands consistent. */
export const CustomColours: Story = {
  args: { darkColor: vars.color.background.brand, lightColor: vars.color.background.canvas },
};

export const LargeWithSmallMargin: Story = { args: { size: 320, margin: 8 } };

/** Every correction level: higher levels need more modules for the same text. */
export const StateMatrix: Story = {
  render: (args) => (
    <Inline gap="4">
      {qrErrorCorrectionLevels.map((level) => (
        <QrCode key={level} {...args} errorCorrectionLevel={level} label={`Level ${level}`} />
      ))}
    </Inline>
  ),
};
