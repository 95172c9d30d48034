import { PlayerNotices } from '../../notices/PlayerNotices.tsx';
import { PageShell } from '../shell/index.ts';

export function Component() {
  return (
    <PageShell page="noticePage">
      <PlayerNotices />
    </PageShell>
  );
}
