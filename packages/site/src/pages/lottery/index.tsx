import { LotteryLobby } from '../../lobby/LotteryLobby.tsx';
import { PageShell } from '../shell/index.ts';

/** /lottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="lottery">
      <LotteryLobby kind="all" />
    </PageShell>
  );
}
