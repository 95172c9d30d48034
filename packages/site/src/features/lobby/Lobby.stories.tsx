import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { desktop, named, pageReady, phone, siteStories } from '../../../test/storybook/stories.tsx';

const lobbyShown = () => screen.findByRole('tablist', {}, { timeout: 15_000 });

// The slots lobby (/rng) of a logged-in member in the site's layout: vendor and type filters, 30
// slots of ten vendors. (A line comment, not JSDoc: the docs addon would replace the parameters.)
const meta = {
  title: 'Pages/Lobby',
  tags: ['!autodocs'],
  ...siteStories({ url: '/rng' }, lobbyShown),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Picks the Popular category and the A–Z order in the filter chips (on a phone, in its sheet), each
 * once the one before shows as picked: the address the lobby keeps them in changes in between.
 */
async function pickPopularByName() {
  const chip = async (group: string, name: string) => {
    const chips = within(screen.getByRole('radiogroup', { name: named(group) }));
    await userEvent.click(chips.getByRole('radio', { name: named(name) }));
    await chips.findByRole('radio', { name: named(name), checked: true }, { timeout: 15_000 });
  };
  await chip('games:lobby.category', 'games:lobby.categories.popular');
  await chip('games:lobby.sort', 'games:lobby.sorts.name');
}

/** Below 768 px the top bar is slim, the tab bar is at the bottom and the filters fold into one button. */
export const Phone: Story = { globals: phone };

/** The header with the balance and account actions, the category bar, the right bar. */
export const Desktop: Story = { globals: desktop };

/** Opens the phone's filter sheet and picks there. */
async function pickInSheet() {
  await meta.play();
  await userEvent.click(screen.getByRole('button', { name: named('games:lobby.filters') }));
  await screen.findByRole('dialog', { name: named('games:lobby.filters') }, { timeout: 15_000 });
  await pickPopularByName();
  await pageReady(lobbyShown);
}

/** The phone's filter sheet with the Popular category and the A–Z order picked. */
export const PhoneFilterSheet: Story = { globals: phone, play: pickInSheet };

/** The sheet closed again: the button counts two choices, the grid shows the popular games A–Z. */
export const PhoneFiltered: Story = {
  globals: phone,
  play: async () => {
    await pickInSheet();
    await userEvent.click(screen.getByRole('button', { name: named('games:lobby.showGames') }));
    await pageReady(lobbyShown);
  },
};

/** The Popular category and the A–Z order picked in the chips. */
export const DesktopFiltered: Story = {
  globals: desktop,
  play: async () => {
    await meta.play();
    await pickPopularByName();
    await pageReady(lobbyShown);
  },
};
