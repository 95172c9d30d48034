import type { Context } from '../context.ts';
import { drawCaptcha } from '../security/captcha-image.ts';
import { newToken, randomDigits, sha256 } from '../security/tokens.ts';

export interface IssuedCaptcha {
  id: string;
  png: Buffer;
}

export async function issueCaptcha(ctx: Context): Promise<IssuedCaptcha> {
  const id = newToken();
  const answer = randomDigits(ctx.config.captcha.length);
  await ctx.db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    sha256(id),
    sha256(`${id}:${answer}`),
    ctx.clock.now() + ctx.config.captcha.ttlMs,
  ]);
  return { id, png: drawCaptcha(answer) };
}

/** Single use: the captcha is spent by any attempt, right or wrong. */
export async function consumeCaptcha(ctx: Context, id: string | undefined, answer: string | undefined) {
  if (!id || !answer) return false;
  const rows = await ctx.db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING answer_hash`,
    [sha256(id), ctx.clock.now()],
  );
  const row = rows[0];
  return row !== undefined && row.answer_hash === sha256(`${id}:${answer.trim()}`);
}

/** For tests and the dev outbox only: the answer can not be read back, so tests solve by issuing their own. */
export async function issueKnownCaptcha(ctx: Context, answer: string): Promise<string> {
  const id = newToken();
  await ctx.db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    sha256(id),
    sha256(`${id}:${answer}`),
    ctx.clock.now() + ctx.config.captcha.ttlMs,
  ]);
  return id;
}
