import type { BetRecord, BetStore } from './types.ts';

/** Bets in memory (tests, and the index behind the journal). Records are copied in and out. */
export class MemoryBetStore implements BetStore {
  protected readonly bets = new Map<string, BetRecord>();
  private readonly users = new Map<string, Set<string>>();

  async put(bet: BetRecord): Promise<void> {
    this.remember(bet);
  }

  protected remember(bet: BetRecord): void {
    this.bets.set(bet.id, structuredClone(bet));
    const ids = this.users.get(bet.user) ?? new Set<string>();
    ids.add(bet.id);
    this.users.set(bet.user, ids);
  }

  get(id: string): BetRecord | undefined {
    const bet = this.bets.get(id);
    return bet && structuredClone(bet);
  }

  byUser(user: string): BetRecord[] {
    return [...(this.users.get(user) ?? [])].map((id) => this.get(id) as BetRecord);
  }

  all(): BetRecord[] {
    return [...this.bets.values()].map((bet) => structuredClone(bet));
  }
}
