export const loadNoticeModal = () => import('./NoticeModal.tsx');
