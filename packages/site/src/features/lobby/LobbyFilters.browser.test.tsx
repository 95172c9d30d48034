import type { FilterChipsProps } from '@playsite/ui';
import { brands, defaultBrand } from '@playsite/ui/brands';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LobbyFilters } from './LobbyFilters.tsx';

beforeAll(() => {
  document.body.classList.add(brands[defaultBrand]!.className);
});

const vendors = Array.from({ length: 14 }, (_, i) => ({ id: `V${i}`, label: `Vendor number ${i + 1}` }));

/** A lobby's choices as GameLobby gives them: category and order, then vendors. */
function Lobby() {
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState('popular');
  const [vendor, setVendor] = useState('');
  const group = (
    label: string,
    chips: [string, string][],
    selectedId: string,
    onChange: (id: string) => void,
  ) =>
    ({
      label,
      chips: chips.map(([id, name]) => ({ id, label: name })),
      selectedId,
      onChange,
    }) satisfies FilterChipsProps;
  const order = [
    group(
      'Category',
      [
        ['', 'All'],
        ['new', 'New'],
      ],
      category,
      setCategory,
    ),
    group(
      'Sort by',
      [
        ['popular', 'Most popular'],
        ['name', 'A–Z'],
      ],
      sort,
      setSort,
    ),
  ];
  const more = [
    group(
      'Vendor',
      [['', 'All vendors'], ...vendors.map((v): [string, string] => [v.id, v.label])],
      vendor,
      setVendor,
    ),
  ];
  const active = [category, sort !== 'popular', vendor].filter(Boolean).length;
  return (
    <>
      <LobbyFilters
        order={order}
        more={more}
        activeCount={active}
        labels={{ filters: 'Filters', active: `${active} active`, showGames: 'Show games', close: 'Close' }}
      />
      <ul aria-label="Slots">
        <li>First tile</li>
      </ul>
    </>
  );
}

describe('LobbyFilters in a browser', () => {
  it('on a phone, puts the chips in a bottom sheet behind a Filters button with the count of choices', async () => {
    await page.viewport(360, 740);
    const screen = await render(<Lobby />);
    const button = screen.getByRole('button', { name: 'Filters' });
    await expect.element(button).toBeVisible();
    // No chips on the page: the first tile is right under the button.
    expect(screen.getByRole('radiogroup', { name: 'Vendor' }).query()).toBeNull();
    const tile = screen.getByText('First tile').element().getBoundingClientRect();
    expect(tile.top).toBeLessThan(120);

    // Keyboard: the button opens the sheet, focus goes into it.
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await expect.element(sheet).toBeVisible();
    await expect.poll(() => sheet.element().contains(document.activeElement)).toBe(true);
    // Once it has slid up, it stands on the bottom edge, as wide as the screen.
    await expect.poll(() => Math.round(sheet.element().getBoundingClientRect().bottom)).toBe(740);
    expect(Math.round(sheet.element().getBoundingClientRect().width)).toBe(360);

    await sheet.getByText('A–Z', { exact: true }).click();
    await sheet.getByText('Vendor number 3', { exact: true }).click();
    await expect.element(sheet.getByRole('radio', { name: 'A–Z' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Show games' }).click();
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    // Focus is back on the button, which counts the two choices made.
    await expect.element(screen.getByRole('button', { name: 'Filters 2 active' })).toHaveFocus();
    await expect
      .element(screen.getByRole('button', { name: 'Filters 2 active' }))
      .toHaveTextContent(/Filters\s*2/);

    // Escape closes it too, and gives focus back.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Filters 2 active' })).toHaveFocus();
  });

  it('on a desktop, shows the chips and no Filters button', async () => {
    await page.viewport(1280, 900);
    const screen = await render(<Lobby />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Vendor' })).toBeVisible();
    await expect.element(screen.getByRole('radiogroup', { name: 'Sort by' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters' }).query()).toBeNull();
  });
});
