import { useLocation } from 'react-router-dom';
import { PageShell } from '../shell/index.ts';

/** Help centre; /helpmc is the variant reachable without a session on logged-in-only brands. */
export function Component() {
  const { pathname } = useLocation();
  return <PageShell page={pathname === '/helpmc' ? 'helpmc' : 'help'} />;
}
