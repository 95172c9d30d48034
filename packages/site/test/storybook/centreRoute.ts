/**
 * The site's centre-address hook in Storybook (vite.ts swaps app/modals/centreRoute.ts for this
 * module). The real one keeps the member centre and the browser's address in step, but a story's
 * address is Storybook's iframe, not the page's: it would close the centre the story opened and
 * push /iframe.html into the router. Here the store alone opens and closes the centre
 * (withSite opens the story's `memberCentre` page).
 */
export function useCentreRoute() {}
