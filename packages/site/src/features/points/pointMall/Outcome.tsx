import * as styles from '../../../common/panel/panel.css.ts';
import type { ActionState } from './usePointAction.ts';

/** The answer to a redeem or convert, announced politely. */
export function Outcome({ state }: { state: ActionState }) {
  const message = 'message' in state ? state.message : '';
  return (
    <p role="status" className={state.status === 'failed' ? styles.negative : styles.positive}>
      {message}
    </p>
  );
}
