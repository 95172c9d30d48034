import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeIcon, MenuIcon, PromotionsIcon, SlotsIcon, UserIcon } from '../../icons';
import { TabBar, type TabBarItem } from '.';

const items: TabBarItem[] = [
  { id: 'home', label: 'Home', icon: HomeIcon, href: '/index' },
  { id: 'games', label: 'Games', icon: SlotsIcon, href: '/rng' },
  {
    id: 'promotions',
    label: 'Promotions',
    icon: PromotionsIcon,
    href: '/promotions',
    badge: 3,
    badgeLabel: '{count} rewards to claim',
  },
  { id: 'member', label: 'Me', icon: UserIcon, onPress: () => undefined },
  { id: 'menu', label: 'Menu', icon: MenuIcon, onPress: () => undefined },
];

/**
 * The phone's bottom tab bar. Do: five destinations at most, short labels, the current page
 * marked. Don't: put actions that change money here (deposit lives in the top bar).
 */
const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  args: { items, currentId: 'home', label: 'Main', shownOn: 'everywhere' },
  argTypes: { items: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OnGames: Story = { args: { currentId: 'games' } };

export const LongLabels: Story = {
  args: {
    items: items.map((item) => ({ ...item, label: `${item.label} ${item.label} ${item.label}` })),
  },
};
