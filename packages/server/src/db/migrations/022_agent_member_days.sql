-- Agent centre at size (issue 16, pnpm bench:agents): the overview and team-betting pages read a
-- date range's settled real rounds of a whole team. Profiled with EXPLAIN ANALYZE on the bench's
-- 10,000 members (7 days: 200,332 rounds): most of the time went into 10,049 index probes of
-- game_rounds (one per member, ~32,000 buffer hits) and then sorting the 200,000 rows for the
-- per-day GROUPING SETS with count(DISTINCT) (team betting: the same read, then a sort by member
-- and category). This rollup holds, per member, UTC day (floor(settled_at / 86,400,000)) and game
-- category, the count, stakes and wins of its settled real rounds: the same 7 days are 145,109
-- rows read in one range scan of its key. The overview reads it; team betting, whose cells are per
-- member and category anyway (49,689 of them), gained nothing measurable and stays on game_rounds.
--
-- It is kept by triggers on game_rounds, in the transaction that changes the rounds: whatever a
-- statement inserts, updates or deletes, the rollup gets the difference between the rows' old
-- and new contributions (only rows that are settled and real contribute), so it always equals a
-- plain sum of game_rounds, on PGlite and PostgreSQL, however often a round is written. A cell
-- whose rounds are all gone keeps bets = 0 and is skipped by the readers.
CREATE TABLE agent_member_days (
  member_id integer NOT NULL,
  day integer NOT NULL,
  game_type text NOT NULL,
  bets bigint NOT NULL,
  stake bigint NOT NULL,
  win bigint NOT NULL,
  -- Day first: a page reads a day range in one index-only range scan and joins the team by hash
  -- (keyed by member first, the planner probed it once per member: 10,049 probes, no faster).
  PRIMARY KEY (day, member_id, game_type) INCLUDE (bets, stake, win)
);

INSERT INTO agent_member_days (member_id, day, game_type, bets, stake, win)
SELECT member_id, floor(settled_at / 86400000)::integer, game_type, count(*), sum(stake), sum(win)
FROM game_rounds WHERE status = 'settled' AND mode = 'real' AND settled_at IS NOT NULL
GROUP BY 1, 2, 3;

-- One function for the three triggers (a trigger with transition tables fires on one event): the
-- old rows count negatively, the new ones positively, summed per cell.
CREATE FUNCTION agent_member_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted constant text := 'member_id, floor(settled_at / 86400000)::integer AS day, game_type';
  settled constant text := 'status = ''settled'' AND mode = ''real'' AND settled_at IS NOT NULL';
  change text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'INSERT' THEN
      format('SELECT %s, -1 AS bets, -stake AS stake, -win AS win FROM old_rounds WHERE %s', counted, settled) END,
    CASE WHEN TG_OP <> 'DELETE' THEN
      format('SELECT %s, 1 AS bets, stake, win FROM new_rounds WHERE %s', counted, settled) END);
BEGIN
  -- Cells in key order, so that two statements at once take the rollup's row locks in one order.
  EXECUTE format(
    'INSERT INTO agent_member_days AS d (member_id, day, game_type, bets, stake, win)
     SELECT member_id, day, game_type, sum(bets), sum(stake), sum(win) FROM (%s) change
     GROUP BY 1, 2, 3 HAVING sum(bets) <> 0 OR sum(stake) <> 0 OR sum(win) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (day, member_id, game_type) DO UPDATE
       SET bets = d.bets + excluded.bets, stake = d.stake + excluded.stake, win = d.win + excluded.win',
    change);
  RETURN NULL;
END $$;

CREATE TRIGGER agent_member_days_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_member_days_apply();
CREATE TRIGGER agent_member_days_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_member_days_apply();
CREATE TRIGGER agent_member_days_delete AFTER DELETE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_member_days_apply();
