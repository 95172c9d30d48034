import type { Strings } from './common/locale.ts';
export const tableStrings = {} as Strings;
