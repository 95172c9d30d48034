import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { Pagination, paginationSizes } from '.';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  argTypes: { size: { control: 'inline-radio', options: paginationSizes } },
  args: { pageCount: 12, defaultPage: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page range 3 and margin pages 1 (docs/product.md § Notices); moves with next and with a page button. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 6);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 12);
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const FirstAndLast: Story = { args: { showFirstLast: true } };

export const WithoutPrevNext: Story = { args: { hidePrevNext: true } };

export const WiderRange: Story = { args: { pageCount: 40, defaultPage: 20, pageRange: 5, marginPages: 2 } };

export const FewPages: Story = { args: { pageCount: 4, defaultPage: 1 } };

/** Sizes × position of the current page (start, middle, end). */
export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="4">
      {paginationSizes.flatMap((size) =>
        [1, 6, 12].map((page) => (
          <Pagination
            key={`${size}-${page}`}
            {...args}
            size={size}
            page={page}
            showFirstLast
            labels={{ navigation: `Pagination ${size} page ${page}` }}
          />
        )),
      )}
    </Stack>
  ),
};
