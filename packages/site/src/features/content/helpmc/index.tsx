import { HelpCentre } from '../HelpCentre.tsx';

/** /helpmc: the help centre, reachable without a session on logged-in-only brands. */
export function Component() {
  return <HelpCentre page="helpmc" />;
}
