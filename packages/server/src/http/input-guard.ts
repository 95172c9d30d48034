import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

/** Deeper bodies are refused before any validator recurses into them (a stack overflow is a 500). */
export const maxInputDepth = 32;

/**
 * The first problem of a parsed body or query, or undefined: nesting beyond `maxInputDepth`, or a
 * NUL character in a key or a string (PostgreSQL text can not hold one). Iterative, so a body of
 * 20,000 nested brackets costs a loop, not the stack.
 */
export function inputProblem(input: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'NUL character';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxInputDepth) return 'nested too deep';
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'NUL character';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Every route: a body or query with a NUL or nested too deep is a 400 request_param_err. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw new ApiError('paramInvalid', problem);
  });
}
