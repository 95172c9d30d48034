import { PageShell } from '../../../common/page/index.ts';
import { LotteryLobby } from '../LotteryLobby.tsx';

/** /vnlottery: lottery games and results; ?gameCode= opens one. */
export function Component() {
  return (
    <PageShell page="vnlottery">
      <LotteryLobby kind="VN" />
    </PageShell>
  );
}
