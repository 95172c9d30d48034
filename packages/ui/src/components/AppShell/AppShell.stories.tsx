import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerCarousel } from '../BannerCarousel';
import { storySlides } from '../BannerCarousel/BannerCarousel.fixtures';
import { BottomNav } from '../BottomNav';
import { storyCategories } from '../BottomNav/BottomNav.fixtures';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { storyLanguages } from '../LanguageSelector/LanguageSelector.fixtures';
import { Marquee } from '../Marquee';
import { RightBar } from '../RightBar';
import { AppShell, appShellLayouts } from '.';

const header = (
  <Header
    logo={<strong>PlaySite</strong>}
    logoLabel="PlaySite home"
    languages={storyLanguages}
    language="en"
    onLanguageChange={() => {}}
    navigation={<BottomNav categories={storyCategories} currentHref="/index" />}
  />
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  argTypes: { layout: { control: 'inline-radio', options: appShellLayouts } },
  args: {
    header,
    aside: (
      <RightBar
        onCustomerService={() => {}}
        socialHref="https://social.example/playsite"
        email="help@play.example"
        downloads={[
          { kind: 'ios', qrText: 'http://localhost/down?os=ios' },
          { kind: 'android', qrText: 'http://localhost/down?os=android' },
        ]}
      />
    ),
    footer: <Footer brandName="PlaySite" />,
    children: (
      <>
        <Marquee
          items={[{ id: '1', text: 'Welcome to PlaySite: new members get a 100% first deposit bonus.' }]}
        />
        <BannerCarousel slides={storySlides} autoPlay={false} />
        <h1>Home</h1>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The layout of the lottery routes and /game: header only. */
export const HeaderOnly: Story = {
  args: { layout: 'headerOnly', children: <h1>Lottery</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const WithoutSideBar: Story = { args: { aside: undefined } };
