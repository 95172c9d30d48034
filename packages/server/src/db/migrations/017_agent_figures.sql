-- Agent centre at size (issue 16, pnpm bench:agents): a settlement reads one period's settled real
-- rounds of every member at once, and a large team's overview and betting pages read most of a
-- date range's rounds; both scan this index by settlement time without touching the table.
CREATE INDEX game_rounds_settled_time ON game_rounds (settled_at) INCLUDE (member_id, stake, win, game_type)
  WHERE status = 'settled' AND mode = 'real';
