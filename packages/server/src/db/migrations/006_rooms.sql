-- PVP card rooms and fish games (issue 6): their rounds in game_rounds, and who sits in which room.

-- Two more instant games write rounds: a PVP hand and a fish shot.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_kind_check;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_kind_check
  CHECK (kind IN ('slot', 'baccarat', 'lottery', 'pvp', 'fish'));

-- A seat in a PVP room, taken by a launch with that room and held by its game page's ticket. It
-- counts as seated while the page keeps calling (last_seen_at) and goes with its ticket.
CREATE TABLE pvp_seats (
  ticket_hash text PRIMARY KEY REFERENCES game_tickets (ticket_hash) ON DELETE CASCADE,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  room_id text NOT NULL,
  seated_at bigint NOT NULL,
  last_seen_at bigint NOT NULL
);
CREATE INDEX pvp_seats_room ON pvp_seats (merchant_code, room_id, last_seen_at);
