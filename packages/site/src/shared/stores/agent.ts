import { proxy } from 'valtio';

/** Agent-policy switches from the consolidated contract info (SPEC.md §2.5, §6). */
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
