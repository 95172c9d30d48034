import { testStories } from '@playsite/ui/testing/stories';

/** Every forms story, in every brand: play function (bad then good input), then axe. */
testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
