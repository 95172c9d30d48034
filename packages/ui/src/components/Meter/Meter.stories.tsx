import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../layout';
import { Meter } from '.';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: { label: 'Valid bets toward Gold', value: 700, maxValue: 1000, valueLabel: 'P 700.00 / P 1,000.00' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1200, step: 50 } } },
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Empty, part way, reached and beyond the goal (the bar stays full), a percentage when there is no
 * value text, the bar alone (`isLabelHidden`, where a card shows the figures), and a long label on a narrow column (it wraps; the figures keep their line).
 * Do: give money as formatted text. Don't: show raw minor units ("100000 / 100000").
 */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="5" style={{ maxWidth: '22rem' }}>
      <Meter label="Deposits toward Silver" value={0} maxValue={500} valueLabel="P 0.00 / P 500.00" />
      <Meter label="Valid bets toward Gold" value={700} maxValue={1000} valueLabel="P 700.00 / P 1,000.00" />
      <Meter label="Daily mission: play 10 rounds" value={10} maxValue={10} valueLabel="10 / 10" />
      <Meter
        label="Turnover left on a bonus"
        value={1500}
        maxValue={1000}
        valueLabel="P 1,500.00 / P 1,000.00"
      />
      <Meter label="Profile complete" value={3} maxValue={4} />
      <Meter label="Progress of Daily deposit" value={1} maxValue={2} valueLabel="1 / 2" isLabelHidden />
      <Meter
        label="Valid bets this month toward the Diamond level's monthly bonus"
        value={250}
        maxValue={1000}
        valueLabel="P 250.00 / P 1,000.00"
      />
    </Stack>
  ),
};
