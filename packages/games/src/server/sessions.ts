import type { ProviderLaunchQuery } from '@playsite/api/provider';
import type { Clock } from './clock.ts';
import type { Journal, JournalRecord } from './journal/journal.ts';
import type { WalletSession } from './wallet/client.ts';

/** A launch as the game server keeps it: whose token, which game, currency, brand and mode. */
export interface Session extends WalletSession {
  subPartner: string;
  mode: string;
  lang: string;
  lobbyUrl?: string;
  at: number;
}

interface SessionRecord extends JournalRecord, Session {
  type: 'session';
}

/** Sessions older than this are forgotten when the journal is compacted (the platform ends them sooner). */
const keepMs = 24 * 60 * 60_000;

/**
 * Launch sessions by token: the platform's launch URL hands the page a token (with the player, the
 * game and the currency); the page's calls carry it and the wallet calls repeat it. The platform
 * decides whether a token is still good (RS_ERROR_INVALID_TOKEN, RS_ERROR_TOKEN_EXPIRED): this
 * only remembers what the launch said, in memory and in the journal (a restart keeps pages
 * playing).
 */
export class Sessions {
  private readonly byToken = new Map<string, Session>();

  constructor(
    private readonly journal: Journal,
    private readonly clock: Clock,
  ) {}

  open(launch: ProviderLaunchQuery): Session {
    const session: Session = {
      token: launch.token,
      user: launch.user,
      gameCode: launch.game_code,
      currency: launch.currency,
      subPartner: launch.sub_partner,
      mode: launch.mode,
      lang: launch.lang,
      ...(launch.lobby_url ? { lobbyUrl: launch.lobby_url } : {}),
      at: this.clock.now(),
    };
    const known = this.byToken.get(session.token);
    if (known && sameLaunch(known, session)) return known;
    this.byToken.set(session.token, session);
    this.journal.append({ type: 'session', ...session } satisfies SessionRecord);
    return session;
  }

  get(token: unknown): Session | undefined {
    return typeof token === 'string' ? this.byToken.get(token) : undefined;
  }

  replay(records: readonly JournalRecord[]): void {
    for (const record of records) {
      if (record.type !== 'session') continue;
      const { type: _type, ...session } = record as SessionRecord;
      this.byToken.set(session.token, session);
    }
  }

  snapshot(): JournalRecord[] {
    const since = this.clock.now() - keepMs;
    return [...this.byToken.values()]
      .filter((session) => session.at >= since)
      .map((session): SessionRecord => ({ type: 'session', ...session }));
  }
}

const sameLaunch = (a: Session, b: Session) =>
  a.user === b.user &&
  a.gameCode === b.gameCode &&
  a.currency === b.currency &&
  a.subPartner === b.subPartner &&
  a.mode === b.mode &&
  a.lang === b.lang &&
  a.lobbyUrl === b.lobbyUrl;
