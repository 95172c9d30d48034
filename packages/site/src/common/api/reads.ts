import type { CallArgs, CallValue, EndpointName } from '@playsite/api';
import { callKey } from './keys.ts';
import { platform } from './platform.ts';

/** A read handed to the query cache: its key and the answer on its way. */
export interface StartedRead {
  queryKey: readonly unknown[];
  data: Promise<unknown>;
  /** One page of an infinite query (page 1). */
  firstPage?: boolean;
}

let adopt: ((read: StartedRead) => void) | undefined;
const waiting: StartedRead[] = [];

/**
 * A read the start-up path needs before the query layer's code has arrived (the system status,
 * the announcements, a lobby's first page): started at once and handed to the query cache under
 * its key as soon as that code is loaded, so the query that asks for it finds it there
 * (docs/adr/0006-data-layer.md).
 */
export function startRead<T>(
  queryKey: readonly unknown[],
  read: () => Promise<T>,
  firstPage = false,
): Promise<T> {
  const data = read();
  const started: StartedRead = { queryKey, data, firstPage };
  if (adopt) adopt(started);
  else waiting.push(started);
  return data;
}

/** The query layer takes the reads started so far and every later one (called once, by query.ts). */
export function adoptStartedReads(handler: (read: StartedRead) => void): void {
  adopt = handler;
  for (const read of waiting.splice(0)) handler(read);
}

/** startRead of one platform call, under its callKey. */
export function startCall<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>> {
  return startRead(callKey(name, args[0] as never), () => platform.call(name, ...args));
}
