import { EsportsIcon, RewardsIcon, UserIcon } from '../../icons';
import { Link } from '../../navigation';
import * as styles from './Footer.css';

export interface FooterLink {
  id: string;
  label: string;
  href?: string;
  onPress?: () => void;
}

export interface FooterStep {
  title: string;
  description: string;
}

/**
 * The seven about-links of docs/product.md § Footer, in order, with English labels. Hrefs are the
 * site's to set.
 */
export const defaultAboutLinks: FooterLink[] = [
  { id: 'aboutCompany', label: 'About Company' },
  { id: 'contactUs', label: 'Contact Us' },
  { id: 'terms', label: 'General Terms and Conditions' },
  { id: 'responsibleGaming', label: 'Responsible Gaming' },
  { id: 'privacyPolicy', label: 'Privacy Policy' },
  { id: 'affiliates', label: 'Affiliates' },
  { id: 'refundPolicy', label: 'Refund Policy' },
];

export const defaultFooterSteps: [FooterStep, FooterStep, FooterStep] = [
  { title: 'Register', description: 'Create your account in a minute.' },
  { title: 'Play', description: 'Pick a game from hundreds of titles.' },
  { title: 'Win', description: 'Withdraw your winnings any time.' },
];

export interface FooterLabels {
  steps: string;
  about: string;
  navigation: string;
  /** Copyright line; `{year}` and `{brand}` are replaced. */
  copyright: string;
}

export const defaultFooterLabels: FooterLabels = {
  steps: 'How it works',
  about: 'About',
  navigation: 'Games',
  copyright: '© {year} {brand}. All rights reserved.',
};

export interface FooterProps {
  brandName: string;
  /** Year of the copyright line (2023 per docs/product.md § Footer). */
  year?: number;
  /** The three steps: register, play, win. */
  steps?: [FooterStep, FooterStep, FooterStep];
  aboutLinks?: FooterLink[];
  /** Navigation items (game categories, promotions, …). */
  navItems?: FooterLink[];
  labels?: Partial<FooterLabels>;
}

const stepIcons = [UserIcon, EsportsIcon, RewardsIcon] as const;

function LinkList({ label, links }: { label: string; links: FooterLink[] }) {
  return (
    <nav aria-label={label} className={styles.column}>
      <h2 className={styles.heading}>{label}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} onClick={link.onPress} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer: three steps, about-links, navigation and the copyright line. */
export function Footer({
  brandName,
  year = 2023,
  steps = defaultFooterSteps,
  aboutLinks = defaultAboutLinks,
  navItems = [],
  labels,
}: FooterProps) {
  const text = { ...defaultFooterLabels, ...labels };
  return (
    <div className={styles.footer}>
      <section aria-label={text.steps} className={styles.steps}>
        <ol className={styles.stepList}>
          {steps.map((step, index) => {
            const StepIcon = stepIcons[index] ?? UserIcon;
            return (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIcon}>
                  <StepIcon />
                </span>
                <span className={styles.stepText}>
                  <span className={styles.stepTitle}>{step.title}</span>
                  <span className={styles.stepDescription}>{step.description}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
      <div className={styles.columns}>
        {aboutLinks.length > 0 ? <LinkList label={text.about} links={aboutLinks} /> : null}
        {navItems.length > 0 ? <LinkList label={text.navigation} links={navItems} /> : null}
      </div>
      <p className={styles.copyright}>
        {text.copyright.replaceAll('{year}', String(year)).replaceAll('{brand}', brandName)}
      </p>
    </div>
  );
}
