import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryIcon, SearchIcon } from '../../icons';
import { Stack } from '../../layout';
import { Button } from '../Button';
import { EmptyState, emptyStateSizes } from '.';

const onAction = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
  args: {
    icon: <HistoryIcon />,
    title: 'No betting records',
    text: 'There are no bets in this date range. Try a longer range.',
    action: <Button onPress={onAction}>Change dates</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'No betting records' });
    await userEvent.click(within(region).getByRole('button', { name: 'Change dates' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = { args: { icon: undefined, text: undefined, action: undefined } };

export const NoSearchResults: Story = {
  args: { icon: <SearchIcon />, title: 'No games found', text: 'Check the spelling or try another name.' },
};

/** Every size, with and without an action. */
export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="4">
      {emptyStateSizes.flatMap((size) => [
        <EmptyState key={`${size}-action`} {...args} size={size} title={`${size} with action`} />,
        <EmptyState key={`${size}-plain`} {...args} size={size} title={`${size} plain`} action={undefined} />,
      ])}
    </Stack>
  ),
};
