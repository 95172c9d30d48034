import {
  type CallArgs,
  check,
  type EndpointName,
  endpoints,
  errorCodes,
  type PlatformClient,
  PlatformError,
  type ValueOf,
} from '@playsite/api';
import { type Answers, answers } from './answers.ts';

let storyAnswers: Answers = {};

/** A story's own answers (parameters.site.answers: an empty list…) go before the shared ones. */
export function answerFirst(own: Answers = {}) {
  storyAnswers = own;
}

/**
 * The site's platform client in Storybook (vite.ts swaps common/api/platform.ts for this module):
 * answers from answers.ts (a story's own first), checked against the contract as the real client checks the server's.
 * A call without an answer fails as a network error would, and says which answer to add.
 */
export const platform: PlatformClient = {
  async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ValueOf<N>> {
    const answer = (storyAnswers[name] ?? answers[name]) as ((payload: unknown) => unknown) | undefined;
    if (!answer) {
      console.warn(
        `No fixture answer for the platform call ${name}: add one to packages/site/test/storybook/answers.ts`,
      );
      throw new PlatformError({ kind: 'network', endpoint: name, errorCode: errorCodes.network });
    }
    const response = endpoints[name].response as Parameters<typeof check>[0];
    const checked = check(response, answer(args[0] ?? {}));
    if (!checked.ok) throw new Error(`The fixture answer of ${name} breaks the contract: ${checked.problem}`);
    return checked.value as ValueOf<N>;
  },
  clearCache: () => undefined,
};
