import '../../src/app/styles/global.css.ts';
import '../../src/app/styles/bootShell.css.ts';
import { useRoutes } from 'react-router-dom';
import { routes } from '../../src/app/routes.tsx';

/**
 * The site as main.tsx renders it, inside withSite's router: the system gate, the access rule,
 * the site layout (phone top bar and tab bar below 768 px, header, right bar and footer above)
 * and the page of the story's address. The site's own global styles come with it.
 */
export function SiteShell() {
  return useRoutes(routes);
}
