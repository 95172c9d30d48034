import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../layout';
import { vars } from '../../theme';
import { Skeleton, skeletonShapes } from '.';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', lines: 3 },
  decorators: [(Story) => <div style={{ maxWidth: vars.dialog.width }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shimmer stops under prefers-reduced-motion. */
export const Playground: Story = {};

export const Rectangle: Story = { args: { shape: 'rect', height: vars.layout.headerHeight } };

export const Circle: Story = { args: { shape: 'circle' } };

/** A loading game tile: image, title and vendor lines. */
export const GameTilePlaceholder: Story = {
  render: () => (
    <Stack gap="2" style={{ width: vars.dialog.width }} aria-busy="true">
      <Skeleton shape="rect" height={vars.modal.height} />
      <Skeleton lines={2} />
    </Stack>
  ),
};

/** Every shape. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="4">
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} lines={2} />
      ))}
    </Stack>
  ),
};
