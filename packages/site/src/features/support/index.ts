export { openSupport } from './openSupport.ts';
export { useSupportUnread } from './useSupportUnread.ts';
