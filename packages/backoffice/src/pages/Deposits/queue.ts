/** The deposit queue's data and what the page works out from it, without React. */

export interface PendingDeposit {
  depositId: number;
  username: string;
  channelName: string;
  /** Minor units. */
  amount: number;
  /** Minor units; 0 without a promotion. */
  bonus: number;
  promotionTitle: string | null;
  status: 'pending';
  createTime: number;
  decideTime: null;
  remark: string | null;
}

/** What became of one deposit of a decision: its new status, or the server's error code. */
export type DepositOutcome =
  | { depositId: number; done: true; status: 'approved' | 'rejected' }
  | { depositId: number; done: false; errorCode: string };

export interface QueueFilter {
  /** Part of a username or channel name, any case. */
  text: string;
  /** One channel's name, or null for every channel. */
  channel: string | null;
}

/** The server decides at most this many deposits per call. */
export const decisionBatchSize = 100;

export function filterDeposits(
  deposits: readonly PendingDeposit[],
  { text, channel }: QueueFilter,
): PendingDeposit[] {
  const needle = text.trim().toLocaleLowerCase();
  return deposits.filter(
    (deposit) =>
      (channel === null || deposit.channelName === channel) &&
      (needle === '' ||
        deposit.username.toLocaleLowerCase().includes(needle) ||
        deposit.channelName.toLocaleLowerCase().includes(needle)),
  );
}

/** The channels of the queue, each once, sorted for the channel select. */
export function channelsOf(deposits: readonly PendingDeposit[]): string[] {
  return [...new Set(deposits.map((deposit) => deposit.channelName))].sort((a, b) => a.localeCompare(b));
}

/**
 * The selected deposits among those shown: a decision acts only on rows the operator can see,
 * so a filter typed after selecting never decides a hidden deposit. Deposits decided meanwhile
 * have left the queue, so they leave the selection too.
 */
export function selectedAmong(shown: readonly PendingDeposit[], selection: ReadonlySet<number>) {
  return shown.filter((deposit) => selection.has(deposit.depositId));
}

/** "Select all" ticked or unticked: every shown row joins or leaves the selection; hidden ones stay. */
export function toggleAll(
  selection: ReadonlySet<number>,
  shown: readonly PendingDeposit[],
  selected: boolean,
): Set<number> {
  const next = new Set(selection);
  for (const deposit of shown) {
    if (selected) next.add(deposit.depositId);
    else next.delete(deposit.depositId);
  }
  return next;
}

export function toggleOne(selection: ReadonlySet<number>, depositId: number, selected: boolean): Set<number> {
  const next = new Set(selection);
  if (selected) next.add(depositId);
  else next.delete(depositId);
  return next;
}

/** Only the ids still in the queue (after a reload). The same set when nothing left, for React. */
export function keepPending(selection: Set<number>, deposits: readonly PendingDeposit[]): Set<number> {
  const pending = new Set(deposits.map((deposit) => deposit.depositId));
  const kept = new Set([...selection].filter((id) => pending.has(id)));
  return kept.size === selection.size ? selection : kept;
}

/** Ids in calls of at most `size` each. */
export function batches<T>(items: readonly T[], size = decisionBatchSize): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export interface DecisionSummary {
  approve: boolean;
  decided: number;
  refused: { depositId: number; errorCode: string }[];
}

export function summarise(approve: boolean, outcomes: readonly DepositOutcome[]): DecisionSummary {
  return {
    approve,
    decided: outcomes.filter((outcome) => outcome.done).length,
    refused: outcomes.flatMap((outcome) =>
      outcome.done ? [] : [{ depositId: outcome.depositId, errorCode: outcome.errorCode }],
    ),
  };
}

/** The sum of the deposits' amounts, in minor units (a bigint: a bulk total may pass 2^53). */
export const totalOf = (deposits: readonly PendingDeposit[]) =>
  deposits.reduce((sum, deposit) => sum + BigInt(deposit.amount), 0n);
