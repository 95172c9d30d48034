import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { Icon } from '../../icons';
import { Link } from '../../navigation';
import { Badge } from '../Badge';
import * as styles from './TabBar.css';

export interface TabBarItem {
  id: string;
  label: string;
  icon: Icon;
  /** A page: the tab is a link. Without it, `onPress` acts (a sheet, a modal). */
  href?: string;
  onPress?: () => void;
  /** A count shown on the tab (claimable rewards); `badgeLabel` names it for screen readers ({count}: the count). */
  badge?: number;
  badgeLabel?: string;
}

export type TabBarShownOn = NonNullable<NonNullable<RecipeVariants<typeof styles.bar>>['shownOn']>;

export interface TabBarProps {
  items: TabBarItem[];
  /** The tab of the page on screen (marked as the current page). */
  currentId?: string;
  /** Accessible name of the navigation. */
  label: string;
  /** 'phones' (default): only below 768 px, fixed to the bottom of the screen. */
  shownOn?: TabBarShownOn;
}

/**
 * A phone's bottom tab bar: a few destinations within the thumb's reach, each an icon over a
 * short label. The site keeps its page content clear of it (it is fixed).
 */
export function TabBar({ items, currentId, label, shownOn }: TabBarProps) {
  const bar = (
    <nav aria-label={label} className={styles.bar({ shownOn })}>
      <ul className={styles.list}>
        {items.map((item) => {
          const ItemIcon = item.icon;
          const content = (
            <>
              <ItemIcon className={styles.icon} />
              <span className={styles.label}>{item.label}</span>
              {item.badge ? (
                <span className={styles.badge}>
                  <Badge
                    count={item.badge}
                    label={(item.badgeLabel ?? '{count}').replaceAll('{count}', String(item.badge))}
                  />
                </span>
              ) : null}
            </>
          );
          return (
            <li key={item.id}>
              {item.href ? (
                <Link
                  href={item.href}
                  className={styles.item}
                  aria-current={item.id === currentId ? 'page' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.item} onClick={item.onPress}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
  if (shownOn === 'everywhere') return bar;
  return (
    <>
      <div aria-hidden className={styles.spacer} />
      {bar}
    </>
  );
}
