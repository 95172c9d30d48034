-- Games (issue 6): rounds of the demo games, favourites, recently launched games, launch tickets,
-- lottery draws and baccarat shoes/hands. Times are epoch ms from the clock; money bigint minor units.

-- One row per bet. round_id derives from member, game, scope and the client's request id, so a
-- retried request finds its round; every ledger key of the round derives from round_id.
CREATE TABLE game_rounds (
  round_id text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  -- Ledger code of the wallet that paid the stake.
  wallet text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('slot', 'baccarat', 'lottery')),
  node_id text NOT NULL,
  game_code text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  -- Baccarat table round id or lottery gameCode-numero; '' for the slot.
  scope text NOT NULL DEFAULT '',
  -- What was bet on (bet type, pick): the round's request, kept to answer retries and settle.
  bet jsonb NOT NULL DEFAULT '{}',
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  balance_before bigint,
  balance_after bigint,
  outcome jsonb,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'refunded')),
  placed_at bigint NOT NULL,
  -- When the outcome is due (deal, draw); the slot's is placed_at.
  settles_at bigint NOT NULL,
  settled_at bigint,
  CHECK (status <> 'refunded' OR win = 0)
);
CREATE INDEX game_rounds_member ON game_rounds (member_id, placed_at DESC);
CREATE INDEX game_rounds_open ON game_rounds (settles_at) WHERE status = 'open';
CREATE INDEX game_rounds_winners ON game_rounds ((win - stake) DESC) WHERE status = 'settled' AND mode = 'real';

CREATE TABLE game_favourites (
  member_id integer NOT NULL REFERENCES members (id),
  node_id text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE game_recents (
  member_id integer NOT NULL REFERENCES members (id),
  node_id text NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recents_member ON game_recents (member_id, last_at DESC);

-- A launch ticket opens one game page for one session and one mode; only its hash is stored.
CREATE TABLE game_tickets (
  ticket_hash text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  session_hash text NOT NULL REFERENCES sessions (token_hash),
  node_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX game_tickets_expiry ON game_tickets (expires_at);

-- Each lottery draw is stored once; every bet on it settles against these numbers.
CREATE TABLE lottery_draws (
  game_code text NOT NULL,
  numero text NOT NULL,
  draw_time bigint NOT NULL,
  style text NOT NULL,
  prizes jsonb NOT NULL,
  PRIMARY KEY (game_code, numero)
);
CREATE INDEX lottery_draws_time ON lottery_draws (draw_time DESC);

CREATE TABLE baccarat_shoes (
  table_code text PRIMARY KEY,
  cards jsonb NOT NULL,
  position integer NOT NULL,
  cut_card integer NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE baccarat_hands (
  table_round_id text PRIMARY KEY,
  table_code text NOT NULL,
  hand jsonb NOT NULL,
  dealt_at bigint NOT NULL
);
CREATE INDEX baccarat_hands_table ON baccarat_hands (table_code, dealt_at DESC);
