import { HelpCentre } from '../HelpCentre.tsx';

/** /help: the help centre. */
export function Component() {
  return <HelpCentre page="help" />;
}
