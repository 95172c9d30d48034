import { PageShell } from '../../../common/page/index.ts';
import { LotteryLobby } from '../LotteryLobby.tsx';

/** /lottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="lottery">
      <LotteryLobby kind="all" />
    </PageShell>
  );
}
