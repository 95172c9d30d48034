/**
 * Transaction ids derive from the round id, so a retry after a crash names the same transaction
 * and the wallet's idempotency makes it harmless: `<round>:bet`, `<round>:bet:2` (a multi-step
 * round's second stake), `<round>:win`, `<round>:rollback` (`<round>:rollback:2` undoes bet 2).
 */
export const betTx = (round: string, index = 1) => (index === 1 ? `${round}:bet` : `${round}:bet:${index}`);
export const winTx = (round: string) => `${round}:win`;
export const rollbackTx = (bet: string) => bet.replace(/:bet(:\d+)?$/, ':rollback$1');
