import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { siteStories } from './site/vite.ts';

/** One Storybook for ui, forms and site screens; nothing in it talks to the network. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../docs/storybook/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), siteStories()],
      build: { chunkSizeWarningLimit: 2048 },
    });
  },
};

export default config;
