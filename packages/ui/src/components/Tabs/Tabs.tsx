import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useInteractionStates } from '../../hooks/useInteractionStates';
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

/** Where each key moves the selection among the enabled tabs, from position `at` of `count`. */
const moves: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * Tabs with arrow-key navigation (WAI-ARIA tabs, automatic activation); only the selected panel is
 * rendered. Native, not react-aria (docs/adr/0005): the pages that filter by tabs (promotions,
 * points mall) then load no widget library at all.
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  appearance = 'underline',
  isFullWidth = false,
}: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.isDisabled);
  const [chosen, setChosen] = useState(defaultSelectedId);
  const wanted = selectedId ?? chosen;
  const current = enabled.find((item) => item.id === wanted) ?? enabled[0];
  const tabs = useRef(new Map<string, HTMLElement>());
  const idOf = (id: string, part: 'tab' | 'panel') => `${baseId}-${part}-${id}`;

  const select = (id: string) => {
    if (id === current?.id) return;
    setChosen(id);
    onSelectionChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[move(Math.max(0, enabled.indexOf(current as TabItem)), enabled.length)];
    if (!next) return;
    select(next.id);
    tabs.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.root}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list({ appearance, isFullWidth })}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <Tab
            key={item.id}
            id={idOf(item.id, 'tab')}
            panelId={idOf(item.id, 'panel')}
            isSelected={item.id === current?.id}
            isDisabled={item.isDisabled}
            className={styles.tab({ appearance, isFullWidth })}
            onSelect={() => select(item.id)}
            register={(element) => {
              if (element) tabs.current.set(item.id, element);
              else tabs.current.delete(item.id);
            }}
          >
            {item.label}
          </Tab>
        ))}
      </div>
      {current ? (
        <Panel id={idOf(current.id, 'panel')} tabId={idOf(current.id, 'tab')}>
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}

interface TabProps {
  id: string;
  panelId: string;
  isSelected: boolean;
  isDisabled: boolean | undefined;
  className: string;
  onSelect: () => void;
  register: (element: HTMLElement | null) => void;
  children: ReactNode;
}

function Tab({ id, panelId, isSelected, isDisabled, className, onSelect, register, children }: TabProps) {
  const { handlers, attributes } = useInteractionStates<HTMLButtonElement>({ isDisabled });
  return (
    <button
      type="button"
      {...handlers}
      {...attributes}
      ref={register}
      role="tab"
      id={id}
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId : undefined}
      aria-disabled={isDisabled || undefined}
      data-selected={isSelected || undefined}
      tabIndex={isSelected ? 0 : -1}
      className={className}
      onClick={isDisabled ? undefined : onSelect}
    >
      {children}
    </button>
  );
}

function Panel({ id, tabId, children }: { id: string; tabId: string; children: ReactNode }) {
  const { handlers, attributes } = useInteractionStates<HTMLDivElement>({});
  return (
    <div
      {...handlers}
      {...attributes}
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: Tab moves from the tab list into its panel, also when the panel holds nothing focusable
      tabIndex={0}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
