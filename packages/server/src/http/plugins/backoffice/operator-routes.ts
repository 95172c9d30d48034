import { object, size, string } from 'superstruct';
import { verifyAudit } from '../../../domain/backoffice/audit.ts';
import { addOperator } from '../../../domain/backoffice/operators.ts';
import { fail } from '../../../errors.ts';
import { okBody } from '../../envelope.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { parseInput } from '../../route.ts';

const newOperator = object({
  username: size(string(), 3, 64),
  role: size(string(), 1, 16),
  password: size(string(), 12, 256),
});

/**
 * /__operator/backoffice/*: the CLI's back-office commands (src/domain/backoffice/commands.ts).
 * Outside production only, like every /__operator route (loopback, http/dev-guard.ts); in
 * production the CLI opens the database itself.
 */
export const backofficeOperatorPlugin: DomainPlugin = async (app, { ctx }) => {
  if (ctx.config.production) return;
  app.post('/__operator/backoffice/operators', async (request) => {
    const input = parseInput(newOperator, request.body, request.body !== undefined);
    try {
      // The generated or given password is answered once, for the one who typed the command.
      return okBody({
        ...(await addOperator(ctx, input.username, input.password, input.role)),
        password: input.password,
      });
    } catch (error) {
      return fail('paramInvalid', error instanceof Error ? error.message : 'invalid operator');
    }
  });
  app.get('/__operator/backoffice/audit-verify', async () => okBody(await verifyAudit(ctx.db)));
};
