import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './SystemPage.css';

export const systemPageKinds = ['maintenance', 'region'] as const;
export type SystemPageKind = (typeof systemPageKinds)[number];

export interface SystemPageLabels {
  maintenanceTitle: string;
  maintenanceMessage: string;
  regionTitle: string;
  regionMessage: string;
  ip: string;
  country: string;
  contactUs: string;
}

export const defaultSystemPageLabels: SystemPageLabels = {
  maintenanceTitle: 'System maintenance',
  maintenanceMessage: 'We are currently performing a system maintenance',
  regionTitle: 'Access restricted',
  regionMessage: 'Due to restriction of your location or IP address, you are not allowed to access the site',
  ip: 'IP',
  country: 'Country',
  contactUs: 'Contact Us',
};

export interface SystemPageProps {
  kind: SystemPageKind;
  /** Visitor's IP address (region page). */
  ip?: string;
  /** Visitor's country (region page). */
  country?: string;
  onContactUs?: () => void;
  /** Brand logo shown above the message. */
  logo?: ReactNode;
  labels?: Partial<SystemPageLabels>;
}

/** Full-page system screens: maintenance, and region/IP restriction (docs/product.md § System pages). */
export function SystemPage({ kind, ip, country, onContactUs, logo, labels }: SystemPageProps) {
  const text = { ...defaultSystemPageLabels, ...labels };
  const maintenance = kind === 'maintenance';
  return (
    <main className={styles.page} data-kind={kind}>
      <div className={styles.card}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <h1 className={styles.title}>{maintenance ? text.maintenanceTitle : text.regionTitle}</h1>
        <p className={styles.message}>{maintenance ? text.maintenanceMessage : text.regionMessage}</p>
        {!maintenance && (ip || country) ? (
          <dl className={styles.details}>
            {ip ? (
              <div className={styles.detail}>
                <dt className={styles.term}>{text.ip}</dt>
                <dd className={styles.value}>{ip}</dd>
              </div>
            ) : null}
            {country ? (
              <div className={styles.detail}>
                <dt className={styles.term}>{text.country}</dt>
                <dd className={styles.value}>{country}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {onContactUs ? (
          <Button size="lg" onPress={onContactUs}>
            {text.contactUs}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
