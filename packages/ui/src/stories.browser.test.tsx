import { testStories } from '../test/stories';

/** Every ui story, in every brand: play function, then axe (the runner is ../test/stories.tsx). */
testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
