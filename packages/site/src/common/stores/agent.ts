import { proxy } from 'valtio';

/** Agent-policy switches from the consolidated contract info (docs/product.md § Agent centre). */
export const agent = proxy({
  loaded: false,
  dividend: false,
  dailySalary: false,
  hourlySalary: false,
  realTimeSalary: false,
});

export function clearAgent() {
  Object.assign(agent, {
    loaded: false,
    dividend: false,
    dailySalary: false,
    hourlySalary: false,
    realTimeSalary: false,
  });
}
