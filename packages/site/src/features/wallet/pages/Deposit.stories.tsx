import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import {
  desktop,
  inMemberCentre,
  memberCentreStories,
  named,
  phone,
} from '../../../../test/storybook/stories.tsx';

// Deposit in the member centre: three channels, two promotions and the last deposits.
const meta = {
  title: 'Pages/Deposit',
  tags: ['!autodocs'],
  ...memberCentreStories('depositv2'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Centre = Parameters<Parameters<typeof inMemberCentre>[0]>[0];

/** In a form's select, picks the option of that name (the list opens in a popover). */
async function choose(centre: Centre, field: string | RegExp, option: RegExp) {
  await userEvent.click(centre.getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** GCash chosen, 1,000 typed (within its 50 to 20,000), the weekend reload promotion picked. */
async function fillIn(centre: Centre) {
  await choose(centre, named('wallet:deposit.channel'), /GCash/);
  await userEvent.type(centre.getByRole('textbox', { name: named('wallet:deposit.amount') }), '1000');
  await choose(centre, named('wallet:deposit.promotion'), /Weekend reload/);
}

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** The form filled in: a channel (without instructions), an amount and a promotion. */
export const PhoneFilled: Story = { globals: phone, play: inMemberCentre(fillIn) };

/** Sent: the request waits for approval, the amount field is empty again. */
export const PhoneSent: Story = {
  globals: phone,
  play: inMemberCentre(async (centre) => {
    await fillIn(centre);
    await userEvent.click(
      centre.getByRole('button', { name: named('wallet:deposit.submit', { exact: true }) }),
    );
    await centre.findByText(named('wallet:deposit.pending'));
  }),
};

export const DesktopFilled: Story = { globals: desktop, play: inMemberCentre(fillIn) };
