export { Stat, StatGroup, type StatGroupProps, type StatProps } from './Stat';
