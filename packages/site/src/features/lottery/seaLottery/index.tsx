import { PageShell } from '../../../common/page/index.ts';
import { LotteryLobby } from '../LotteryLobby.tsx';

/** /seaLottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="seaLottery">
      <LotteryLobby kind="SEA" />
    </PageShell>
  );
}
