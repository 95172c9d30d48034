/** What the benches share: the PostgreSQL they fall back to and their integer settings. */
export const fallbackDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** A positive integer from the environment variable `name`, or `value` when it is not set. */
export const int = (name: string, value: number) => {
  const text = process.env[name];
  const parsed = text ? Number.parseInt(text, 10) : value;
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
};
