import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import type { Answers } from '../../../test/storybook/answers.ts';
import {
  desktop,
  inMemberCentre,
  memberCentreStories,
  named,
  phone,
} from '../../../test/storybook/stories.tsx';

// Betting record: the last 7 days' rounds of slots and live games (two pages), with their totals.
const meta = {
  title: 'Pages/Member centre/Betting record',
  tags: ['!autodocs'],
  ...memberCentreStories('personalHistoryCopy'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member without a round in the range. */
const noRounds: Answers = {
  betRecords: (payload) => ({
    list: [],
    pageNum: 1,
    totalPages: 1,
    totalCount: 0,
    pageSize: payload.pageSize ?? 10,
    summary: { count: 0, stake: 0, win: 0, profit: 0 },
  }),
};

/** The pager's next page: the older rounds. */
const secondPage = inMemberCentre(async (centre) => {
  await userEvent.click(centre.getByRole('button', { name: named('common:pagination.next') }));
  await centre.findByText(/Blue Orchid/, {}, { timeout: 15_000 });
});

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** Nothing in the range: zero totals and the table's empty state. */
export const PhoneEmpty: Story = {
  globals: phone,
  parameters: { site: { ...meta.parameters.site, answers: noRounds } },
};

/** The second page loaded: the older rounds, the pager on page 2. */
export const PhoneSecondPage: Story = { globals: phone, play: secondPage };
export const DesktopSecondPage: Story = { globals: desktop, play: secondPage };
