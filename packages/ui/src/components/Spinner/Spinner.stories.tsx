import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../../layout';
import { vars } from '../../theme';
import { Spinner, spinnerSizes, spinnerTones } from '.';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
  args: { label: 'Loading games' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress bar with a name; turns slowly under reduced motion. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading games' })).toBeVisible();
  },
};

/** `neutral` takes the colour of the surrounding text. */
export const InheritsTextColour: Story = {
  args: { tone: 'neutral', size: 'sm' },
  render: (args) => (
    <Inline as="p" gap="2" align="center" wrap={false} color="link">
      <Spinner {...args} /> Refreshing balance
    </Inline>
  ),
};

/** Every size × tone. */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: vars.space[4] }}>
      {spinnerTones.flatMap((tone) =>
        spinnerSizes.map((size) => <Spinner key={`${tone}-${size}`} {...args} tone={tone} size={size} />),
      )}
    </div>
  ),
};
