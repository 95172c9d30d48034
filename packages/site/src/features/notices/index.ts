export { loadNotices } from './notices.ts';
export { notices } from './store.ts';
