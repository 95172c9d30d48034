import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { type SiteParameters, withSite } from '../../../test/storybook/decorator.tsx';
import { desktop, pageReady, phone } from '../../../test/storybook/stories.tsx';
import { Component as SlotsLobby } from './rng/index.tsx';

/** The slots lobby (/rng) of a logged-in member: vendor and type filters, 30 slots of ten vendors. */
const meta = {
  title: 'Pages/Lobby',
  component: SlotsLobby,
  decorators: [withSite],
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', site: { url: '/rng' } satisfies SiteParameters },
  play: () => pageReady(() => screen.findByRole('tablist', {}, { timeout: 15_000 })),
} satisfies Meta<typeof SlotsLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below 768 px the filters fold into one Filters button. */
export const Phone: Story = { globals: phone };

export const Desktop: Story = { globals: desktop };
