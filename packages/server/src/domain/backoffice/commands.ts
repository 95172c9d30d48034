import { randomBytes } from 'node:crypto';

/**
 * The operator CLI's back-office commands as operator API calls: [path, body] (a GET when the
 * body is undefined), sent to a running server or answered in-process (src/cli/operator.ts).
 */
export const backofficeUsage = `  pnpm --filter @playsite/server operator backoffice-add USERNAME ROLE [PASSWORD]   a back-office operator
                                                                            (owner finance support marketing risk read-only);
                                                                            without PASSWORD one is made and printed once
  pnpm --filter @playsite/server operator audit-verify                     checks the back office's audit chain, names
                                                                            the first broken link (also: audit verify)`;

export function backofficeRequest(
  command: string,
  args: string[],
): [string, Record<string, unknown> | undefined] | undefined {
  if (command === 'backoffice-add') {
    const [username, role, password] = args;
    return [
      '/__operator/backoffice/operators',
      { username, role, password: password ?? randomBytes(12).toString('base64url') },
    ];
  }
  if (command === 'audit-verify' || (command === 'audit' && args[0] === 'verify'))
    return ['/__operator/backoffice/audit-verify', undefined];
  return undefined;
}
