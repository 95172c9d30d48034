import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sanitizeHtml } from '../../html';
import { brandNames, brands, defaultBrand } from '../../theme/brands';
import { BottomNav } from '../BottomNav';
import { storyCategories } from '../BottomNav/BottomNav.fixtures';
import { Footer } from '../Footer';
import { GameTile } from '../GameTile';
import { storyGames } from '../GameTile/GameTile.fixtures';
import { Header } from '../Header';
import { storyLanguages } from '../LanguageSelector/LanguageSelector.fixtures';
import { LoggedInBar } from '../LoggedInBar';
import { Marquee } from '../Marquee';
import { NoticeList } from '../NoticeList';
import { RightBar } from '../RightBar';
import { AppShell } from '.';

beforeAll(() => {
  document.body.classList.add(brands[defaultBrand]!.className);
});

const noop = () => {};

function Site() {
  return (
    <AppShell
      header={
        <Header
          logo={<strong>PlaySite</strong>}
          logoLabel="PlaySite home"
          languages={storyLanguages}
          language="en"
          onLanguageChange={noop}
          account={
            <LoggedInBar
              accountName="player01"
              balance={123456789}
              onDeposit={noop}
              onWithdraw={noop}
              onPersonalCentre={noop}
              onBetRecords={noop}
              onCashback={noop}
              onRewards={noop}
              onLogout={noop}
              onRefreshBalance={noop}
            />
          }
          navigation={<BottomNav categories={storyCategories} rewardsCount={4} vipRank="Gold" />}
        />
      }
      aside={
        <RightBar
          onCustomerService={noop}
          email="help@play.example"
          downloads={[{ kind: 'ios', qrText: 'x' }]}
        />
      }
      footer={<Footer brandName="PlaySite" />}
    >
      <h1>Home</h1>
      <Marquee items={[{ id: '1', text: 'Weekly cashback is paid every Monday.' }]} />
      {storyGames.slice(0, 3).map((game, index) => (
        <GameTile key={game.id} {...game} favourite={index === 0} onFavouriteChange={noop} />
      ))}
      <NoticeList
        notices={Array.from({ length: 12 }, (_, i) => ({
          id: String(i),
          title: `Notice ${i + 1}`,
          html: sanitizeHtml('<p>Body</p>'),
        }))}
      />
    </AppShell>
  );
}

const box = (element: Element) => element.getBoundingClientRect();

describe('AppShell layout in a browser', () => {
  it('fits a 360 px phone: nothing scrolls the page sideways, the side bar goes below the page', async () => {
    await page.viewport(360, 740);
    const screen = await render(<Site />);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const main = box(screen.getByRole('main').element());
    const aside = box(screen.getByRole('complementary').element());
    expect(aside.top).toBeGreaterThanOrEqual(main.bottom);
  });

  it('puts the side bar beside the page on a 1280 px desktop', async () => {
    await page.viewport(1280, 900);
    const screen = await render(<Site />);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
    const main = box(screen.getByRole('main').element());
    const aside = box(screen.getByRole('complementary').element());
    expect(aside.left).toBeGreaterThanOrEqual(main.right);
    expect(aside.top).toBeLessThan(main.bottom);
  });

  it.each(brandNames)('has no serious accessibility violation in the %s brand', async (brand) => {
    document.body.classList.remove(...brandNames.map((name) => brands[name]!.className));
    document.body.classList.add(brands[brand]!.className);
    await page.viewport(1280, 900);
    const screen = await render(<Site />);
    const { violations } = await axe.run(screen.container);
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
});
