import { PageShell } from '../../../common/page/index.ts';
import { PlayerNotices } from '../PlayerNotices.tsx';

export function Component() {
  return (
    <PageShell page="noticePage">
      <PlayerNotices />
    </PageShell>
  );
}
