export const loadAgentCenterModal = () => import('./AgentCenterModal.tsx');
