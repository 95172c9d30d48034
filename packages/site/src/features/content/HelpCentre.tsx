import { PageShell } from '../../common/page/index.ts';

export function HelpCentre({ page }: { page: 'help' | 'helpmc' }) {
  return <PageShell page={page} />;
}
