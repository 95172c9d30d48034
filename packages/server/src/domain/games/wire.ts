import type { RequestOf, ValueOf } from '@playsite/api/contract';

/* Wire types of the game round calls, read off the endpoint table (contract/rounds.ts). */
export type PlayRound = ValueOf<'playSlotSpin'>['round'];
export type BetRecords = ValueOf<'betRecords'>;
export type BetRecord = BetRecords['list'][number];
export type BetRecordsRequest = RequestOf<'betRecords'>;
export type BaccaratBetRequest = RequestOf<'playBaccaratBet'>;
export type LotteryBetRequest = RequestOf<'playLotteryBet'>;
export type LaunchAddressRequest = RequestOf<'launchAddress'>;
