export type { FooterLabels, FooterLink, FooterProps, FooterStep } from './Footer';
export { defaultAboutLinks, defaultFooterLabels, defaultFooterSteps, Footer } from './Footer';
