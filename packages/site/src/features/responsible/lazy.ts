export const loadResponsibleGaming = () => import('./ResponsibleGaming.tsx');
