import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeIcon, iconNames, icons } from '.';
import * as styles from './gallery.css';

const meta = {
  title: 'Foundations/Icons',
  component: HomeIcon,
  args: { title: 'Home' },
} satisfies Meta<typeof HomeIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A single icon; give it a title to make it a named image, leave it out for decoration. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Every icon at the theme's icon size and at control size. */
export const Gallery: Story = {
  render: () => (
    <ul className={styles.gallery} aria-label="Icons">
      {iconNames.map((name) => {
        const Icon = icons[name];
        return (
          <li key={name} className={styles.cell}>
            <Icon />
            <Icon className={styles.large} />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  ),
};
