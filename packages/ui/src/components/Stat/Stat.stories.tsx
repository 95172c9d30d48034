import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Meter } from '../Meter';
import { Stat, StatGroup } from '.';

const meta = {
  title: 'Components/Stat',
  component: StatGroup,
  args: { label: 'Rank summary', children: null },
} satisfies Meta<typeof StatGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's key figures: a rank with a note, money, a rate. Do: pass figures formatted for the
 * reader's language. Don't: put a sentence in `value`; it is a figure.
 */
export const Summary: Story = {
  render: (args) => (
    <StatGroup {...args}>
      <Stat label="Current rank" value="Gold" note="VIP" />
      <Stat label="Valid bets" value="P 12,345.67" />
      <Stat label="Rebate rate" value="1.50 %" />
    </StatGroup>
  ),
};

/** Extra content under a figure (a claim button, a meter), and a figure too long for its column. */
export const WithContent: Story = {
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <StatGroup {...args} label="Rebate">
        <Stat label="Claimable rebate" value="P 1,234,567,890.12">
          <Button size="sm">Claim</Button>
        </Stat>
        <Stat label="Valid bets toward Platinum" value="P 700.00">
          <Meter label="Toward Platinum" value={700} maxValue={1000} valueLabel="70 %" />
        </Stat>
      </StatGroup>
    </div>
  ),
};
