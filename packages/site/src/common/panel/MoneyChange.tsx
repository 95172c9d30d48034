import { Money } from './Money.tsx';
import * as styles from './money.css.ts';

/** A gain or a loss (a profit, a balance change): signed, in the success or the danger colour. */
export function MoneyChange({ minor }: { minor: number }) {
  return (
    <span className={minor < 0 ? styles.loss : styles.gain}>
      <Money minor={minor} signed />
    </span>
  );
}
