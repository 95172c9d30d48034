/**
 * How a service ended, in one shape for every service of the site: `kind` names what happened,
 * and a failure carries the `error` as it came (a PlatformError, or the ErrorCode the service
 * found itself). Services never translate: the screen tells a failure in the player's language
 * (common/panel/errorText.ts).
 */
export type Failed = { kind: 'failed'; error: unknown };
export type Outcome<Ended extends { kind: string } = { kind: 'done' }> = Ended | Failed;

export const failed = (error: unknown): Failed => ({ kind: 'failed', error });
