import { PageShell } from '../../../shared/page/index.ts';

/** join page group (SPEC.md §2.1); its content is built with the games and member issues. */
export function Component() {
  return <PageShell page="join" />;
}
