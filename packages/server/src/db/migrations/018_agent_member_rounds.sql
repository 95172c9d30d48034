-- Agent centre at size (issue 16, pnpm bench:agents): a team's pages read each member's settled
-- real rounds of a date range through this index; with the stake, win and category in it those
-- reads never touch the table (EXPLAIN ANALYZE on 10,000 members: the member-by-member read of
-- 200,000 rounds went from ~700 ms with heap fetches to ~160 ms index-only). It replaces 009's.
DROP INDEX game_rounds_settled;
CREATE INDEX game_rounds_settled ON game_rounds (member_id, settled_at) INCLUDE (stake, win, game_type)
  WHERE status = 'settled' AND mode = 'real';
