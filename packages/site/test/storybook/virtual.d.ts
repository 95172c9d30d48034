declare module 'virtual:site-fixtures' {
  const fixtures: import('../../../../.storybook/site/vite.ts').SiteFixtures;
  export default fixtures;
}
