import {
  type CallArgs,
  type CallValue,
  check,
  type EndpointName,
  endpoints,
  errorCodes,
  type PlatformClient,
  PlatformError,
  specShape,
  toProduct,
  toWire,
} from '@playsite/api';
import { type Answers, answers } from './answers.ts';

let storyAnswers: Answers = {};

/** A story's own answers (parameters.site.answers: an empty list…) go before the shared ones. */
export function answerFirst(own: Answers = {}) {
  storyAnswers = own;
}

/**
 * The site's platform client in Storybook (vite.ts swaps common/api/platform.ts for this module):
 * answers from answers.ts (a story's own first: wire shapes), checked against the contract as the real client checks the server's.
 * A call without an answer fails as a network error would, and says which answer to add.
 */
export const platform: PlatformClient = {
  async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>> {
    const answer = (storyAnswers[name] ?? answers[name]) as ((payload: unknown) => unknown) | undefined;
    if (!answer) {
      console.warn(
        `No fixture answer for the platform call ${name}: add one to packages/site/test/storybook/answers.ts`,
      );
      throw new PlatformError({ kind: 'network', endpoint: name, errorCode: errorCodes.network });
    }
    const response = endpoints[name].response as Parameters<typeof check>[0];
    // The fixtures speak the wire, as a platform does; the edge renames both ways as the real client does.
    const checked = check(response, specShape(name, answer(toWire(args[0] ?? {}))));
    if (!checked.ok) throw new Error(`The fixture answer of ${name} breaks the contract: ${checked.problem}`);
    return toProduct(checked.value) as CallValue<N>;
  },
  clearCache: () => undefined,
};
