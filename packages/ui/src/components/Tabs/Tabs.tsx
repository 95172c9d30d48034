import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './Tabs.css';

export const tabsAppearances = ['underline', 'pill'] as const;
export type TabsAppearance = (typeof tabsAppearances)[number];

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Selected tab id (controlled). */
  selectedId?: string;
  /** Initially selected tab id (uncontrolled); the first enabled tab otherwise. */
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
  appearance?: TabsAppearance;
  /** Stretch the tabs to share the full width. */
  isFullWidth?: boolean;
}

/** Tabs with arrow-key navigation; only the selected panel is rendered. */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  appearance = 'underline',
  isFullWidth = false,
}: TabsProps) {
  return (
    <AriaTabs
      className={styles.root}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list({ appearance, isFullWidth })}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab({ appearance, isFullWidth })}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
