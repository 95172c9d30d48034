export const loadMemberCenterModal = () => import('./MemberCenterModal.tsx');
