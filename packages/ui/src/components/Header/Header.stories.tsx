import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav } from '../BottomNav';
import { storyCategories } from '../BottomNav/BottomNav.fixtures';
import { Button } from '../Button';
import { storyLanguages } from '../LanguageSelector/LanguageSelector.fixtures';
import { LoggedInBar } from '../LoggedInBar';
import { TextField } from '../TextField';
import { Header } from '.';
import * as storyStyles from './HeaderStory.css';

const loggedIn = (
  <LoggedInBar
    accountName="player01"
    balance={1234567}
    onDeposit={fn()}
    onWithdraw={fn()}
    onPersonalCentre={fn()}
    onBetRecords={fn()}
    onCashback={fn()}
    onRewards={fn()}
    onLogout={fn()}
    onRefreshBalance={fn()}
  />
);

const meta = {
  title: 'Components/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <strong>PlaySite</strong>,
    logoLabel: 'PlaySite home',
    languages: storyLanguages,
    language: 'en',
    onLanguageChange: fn(),
    account: loggedIn,
    navigation: (
      <BottomNav categories={storyCategories} rewardsCount={3} vipRank="Gold" currentHref="/index" />
    ),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'My account' })).toBeVisible();
  },
};

/** Guests see the site's login form in the account slot and '- -' as VIP rank. */
export const Guest: Story = {
  args: {
    account: (
      <form
        aria-label="Log in"
        className={storyStyles.loginForm}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField label="Username" />
        <TextField label="Password" type="password" />
        <Button type="submit">Log in</Button>
        <Button variant="outline">Register</Button>
      </form>
    ),
    navigation: <BottomNav categories={storyCategories} />,
  },
};

export const SingleLanguage: Story = {
  args: { languages: storyLanguages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Language/ })).toBeNull();
  },
};

export const ChangeLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitemradio', { name: '한국어' }),
    );
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ko');
  },
};
