import { LotteryLobby } from '../../lobby/LotteryLobby.tsx';
import { PageShell } from '../shell/index.ts';

/** /vnlottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="vnlottery">
      <LotteryLobby kind="VN" />
    </PageShell>
  );
}
