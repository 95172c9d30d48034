import { LotteryLobby } from '../../lobby/LotteryLobby.tsx';
import { PageShell } from '../shell/index.ts';

/** /seaLottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="seaLottery">
      <LotteryLobby kind="SEA" />
    </PageShell>
  );
}
