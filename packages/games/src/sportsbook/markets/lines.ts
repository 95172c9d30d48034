/** Choosing the lines a market is offered on. */

/** Lines from `from` to `to` in steps of `step` (from −3.5 by 0.25: −3.5, −3.25 …). */
export function lineRange(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let n = 0; from + n * step <= to + 1e-9; n++) lines.push(Math.round((from + n * step) * 100) / 100);
  return lines;
}

/** The line whose first selection is closest to an even chance (the "main" line). */
export function balancedLine(lines: readonly number[], firstProbability: (line: number) => number): number {
  let best = lines[0] ?? 0;
  let distance = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const d = Math.abs(firstProbability(line) - 0.5);
    if (d < distance - 1e-12) {
      best = line;
      distance = d;
    }
  }
  return best;
}

/** The main line and its neighbours `spread` away, those inside the candidates. */
export function linesAround(lines: readonly number[], main: number, spread: number): number[] {
  return [main - spread, main, main + spread]
    .map((line) => Math.round(line * 100) / 100)
    .filter((line) => lines.some((candidate) => Math.abs(candidate - line) < 1e-9));
}
