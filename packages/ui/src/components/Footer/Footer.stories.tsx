import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultAboutLinks, Footer } from '.';

const navItems = [
  { id: 'sports', label: 'Sports', href: '/sports' },
  { id: 'live', label: 'Live Casino', href: '/live' },
  { id: 'rng', label: 'Slots', href: '/rng' },
  { id: 'fish', label: 'Fish', href: '/fish' },
  { id: 'promotions', label: 'Promotions', href: '/promotions' },
  { id: 'vip', label: 'VIP', href: '/vip' },
];

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    brandName: 'PlaySite',
    aboutLinks: defaultAboutLinks.map((link) => ({ ...link, href: `/help?page=${link.id}` })),
    navItems,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2023 PlaySite. All rights reserved.')).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'About' })).getAllByRole('link')).toHaveLength(
      7,
    );
  },
};

export const WithoutNavigation: Story = { args: { navItems: [] } };

export const Translated: Story = {
  args: {
    brandName: 'เพลย์ไซต์',
    steps: [
      { title: 'สมัคร', description: 'สร้างบัญชีได้ในหนึ่งนาที' },
      { title: 'เล่น', description: 'เลือกเกมจากหลายร้อยเกม' },
      { title: 'ชนะ', description: 'ถอนเงินรางวัลได้ทุกเวลา' },
    ],
    labels: {
      steps: 'วิธีเล่น',
      about: 'เกี่ยวกับเรา',
      navigation: 'เกม',
      copyright: '© {year} {brand} สงวนลิขสิทธิ์',
    },
  },
};
