/**
 * The design system's prop vocabulary (docs/adr/0005-design-system-api.md). A component takes a
 * subset of each list; its own list is `as const satisfies readonly Tone[]` (etc.), and its prop
 * type comes from its recipe (`RecipeVariants`), so stories, tests and styles cannot drift.
 */

/** `size`: the one size scale. */
export const sizes = ['sm', 'md', 'lg'] as const;
export type Size = (typeof sizes)[number];

/** `tone`: what a thing means. `neutral` takes the surrounding text colour where that applies. */
export const tones = ['neutral', 'brand', 'positive', 'critical', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

/** `variant`: how much visual weight a thing carries. */
export const variants = ['solid', 'soft', 'outline', 'ghost'] as const;
export type Variant = (typeof variants)[number];
