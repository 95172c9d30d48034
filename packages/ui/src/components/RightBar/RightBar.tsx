import { CustomerServiceIcon, EmailIcon, SocialIcon } from '../../icons';
import { Link } from '../../navigation';
import { Badge } from '../Badge';
import { QrCode } from '../QrCode';
import * as styles from './RightBar.css';

export const appDownloadKinds = ['ios', 'lite', 'android'] as const;
export type AppDownloadKind = (typeof appDownloadKinds)[number];

export interface AppDownload {
  kind: AppDownloadKind;
  /** Text encoded in the QR code (usually the absolute URL of the download page). */
  qrText: string;
  /** Visible label; defaults to the English name of the kind. */
  label?: string;
}

export interface RightBarLabels {
  /** Accessible name of the quick links list. */
  links: string;
  customerService: string;
  social: string;
  email: string;
  ios: string;
  lite: string;
  android: string;
}

export const defaultRightBarLabels: RightBarLabels = {
  links: 'Contact and downloads',
  customerService: 'Customer service',
  social: 'Follow us',
  email: 'E-mail',
  ios: 'iOS app',
  lite: 'Lite app',
  android: 'Android app',
};

export interface RightBarProps {
  /** Opens the customer service chat (a 440×500 window, docs/product.md § Right bar). */
  onCustomerService?: () => void;
  /** Unread customer-service answers on the customer service button, with what they mean for screen readers. */
  customerServiceUnread?: { count: number; label: string };
  /** The brand's social page. */
  socialHref?: string;
  /** Support e-mail address; becomes a mailto: link. */
  email?: string;
  /** App-download QR codes, in order (iOS, lite app when configured, Android). */
  downloads?: AppDownload[];
  /** Where each QR code card leads. */
  downloadHref?: string;
  labels?: Partial<RightBarLabels>;
}

// The bar is narrow: a small code with a small quiet zone still scans from a screen.
const qrSize = 96;
const qrMargin = 6;

/** Side bar of quick links: customer service, social page, e-mail and app-download QR codes. */
export function RightBar({
  onCustomerService,
  customerServiceUnread,
  socialHref,
  email,
  downloads = [],
  downloadHref = '/down',
  labels,
}: RightBarProps) {
  const text = { ...defaultRightBarLabels, ...labels };
  return (
    <ul className={styles.bar} aria-label={text.links}>
      {onCustomerService ? (
        <li>
          <button type="button" className={styles.action} onClick={onCustomerService}>
            {customerServiceUnread && customerServiceUnread.count > 0 ? (
              <Badge count={customerServiceUnread.count} label={customerServiceUnread.label}>
                <CustomerServiceIcon className={styles.icon} />
              </Badge>
            ) : (
              <CustomerServiceIcon className={styles.icon} />
            )}
            <span className={styles.label}>{text.customerService}</span>
          </button>
        </li>
      ) : null}
      {socialHref ? (
        <li>
          <Link className={styles.action} href={socialHref} target="_blank" rel="noopener noreferrer">
            <SocialIcon className={styles.icon} />
            <span className={styles.label}>{text.social}</span>
          </Link>
        </li>
      ) : null}
      {email ? (
        <li>
          <Link className={styles.action} href={`mailto:${email}`}>
            <EmailIcon className={styles.icon} />
            <span className={styles.label}>{text.email}</span>
            <span className={styles.address}>{email}</span>
          </Link>
        </li>
      ) : null}
      {downloads.map((download) => {
        const label = download.label ?? text[download.kind];
        return (
          <li key={download.kind}>
            <Link className={styles.download} href={downloadHref} aria-label={label}>
              <span className={styles.qr}>
                <QrCode text={download.qrText} label={label} size={qrSize} margin={qrMargin} />
              </span>
              <span className={styles.label}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
