// Shared by the drawn draw screens: whether the player asked for less motion.
export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
