-- Agent centre at size (issue 16, pnpm bench:agents): sum(bigint) keeps a 128-bit accumulator
-- allocated per group and returns numeric. Grouping the bench's 145,109 rollup rows of a week into
-- 49,689 member x category cells, that state was about half of the hash aggregate's time (EXPLAIN
-- ANALYZE, interleaved runs). bigint_sum adds with int8pl in a plain bigint state: the same exact
-- integer result, and an error ("bigint out of range") rather than a wrong figure should a sum
-- ever leave bigint (a cast of sum(bigint) to bigint fails the same way).
CREATE AGGREGATE bigint_sum(bigint) (SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, PARALLEL = SAFE);
