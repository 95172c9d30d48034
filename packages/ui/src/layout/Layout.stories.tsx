import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { media } from '../theme/media';
import { Box, Inline, Stack, Text, textTones } from '.';

const meta = {
  title: 'Layout/Primitives',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Box takes theme tokens only: padding, background, radius, colour. */
export const BoxWithTokens: Story = {
  render: () => (
    <Box padding="4" background="surface" borderRadius="md" color="default">
      A surface box with space 4 padding
    </Box>
  ),
};

/** Stack: one under another, an even gap; `align` places them across. */
export const StackGap: Story = {
  render: () => (
    <Stack gap="3" align="start">
      <Button>Deposit</Button>
      <Button variant="outline">Withdraw</Button>
      <Button variant="ghost">Transfer</Button>
    </Stack>
  ),
};

/** Inline: side by side, wrapping when the row is full. */
export const InlineWrap: Story = {
  render: () => (
    <Inline gap="2" align="center">
      {['All', 'Slots', 'Live casino', 'Fishing', 'Sports', 'Lottery', 'Card games'].map((name) => (
        <Button key={name} size="sm" variant="outline">
          {name}
        </Button>
      ))}
      <Badge count={7} label="7 new" />
    </Inline>
  ),
};

/** Responsive: a column on phones, a row from tablets up (try the viewport toolbar). */
export const Responsive: Story = {
  render: () => (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap={{ mobile: '2', desktop: '6' }}
    >
      <Button>First</Button>
      <Button>Second</Button>
      <Button>Third</Button>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = ['First', 'Second'].map((name) => canvas.getByRole('button', { name }));
    // Wider than 48em (the screenshots' 800 px): a row, so the buttons share a top edge.
    const wide = window.matchMedia(media.wide).matches;
    await expect(first!.getBoundingClientRect().top === second!.getBoundingClientRect().top).toBe(wide);
  },
};

/** Text: the theme's type scale, weights and tones. */
export const TextScale: Story = {
  render: () => (
    <Stack gap="2">
      <Text as="p" size="xl" weight="bold">
        Jackpot of the week
      </Text>
      <Text as="p" size="md">
        Body text in the brand's body font.
      </Text>
      <Text as="p" size="sm" isMuted>
        Muted secondary text, e.g. a date.
      </Text>
      <Inline gap="4">
        {textTones.map((tone) => (
          <Text key={tone} tone={tone} weight="medium">
            {tone}
          </Text>
        ))}
      </Inline>
    </Stack>
  ),
};
