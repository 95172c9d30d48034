import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import * as styles from './MenuList.css';

export interface MenuListItem {
  id: string;
  label: string;
  /** Extra content after the label, e.g. an unread Badge (give it a spoken label). */
  badge?: ReactNode;
}

export interface MenuListProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly MenuListItem[];
  /** The current item, marked with aria-current="page". */
  selectedId: string;
  onSelect: (id: string) => void;
  /** href of an item (defaults to `#id`), so that it is a real link: keyboard, middle-click, screen readers. */
  hrefFor?: (id: string) => string;
  labels?: Partial<MenuListLabels>;
}

export interface MenuListLabels {
  /** Name of the button that opens the collapsed menu on narrow screens. */
  toggle: string;
}

export const defaultMenuListLabels: MenuListLabels = { toggle: 'Menu' };

/**
 * A vertical navigation menu of links (e.g. the member centre's left menu). On narrow screens it
 * collapses to one button naming the current item, which opens the list; choosing closes it.
 */
export function MenuList({
  label,
  items,
  selectedId,
  onSelect,
  hrefFor = (id) => `#${id}`,
  labels,
}: MenuListProps) {
  const text = { ...defaultMenuListLabels, ...labels };
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = items.find((item) => item.id === selectedId);

  const choose = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    onSelect(id);
  };

  return (
    <nav aria-label={label} className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.toggleText}>
          <span className={styles.toggleHint}>{text.toggle}</span>
          <span>{current?.label}</span>
        </span>
        <ChevronDownIcon />
      </button>
      <ul id={listId} className={styles.list} data-open={open || undefined}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <a
              href={hrefFor(item.id)}
              className={styles.link}
              aria-current={item.id === selectedId ? 'page' : undefined}
              onClick={choose(item.id)}
            >
              <span className={styles.linkLabel}>{item.label}</span>
              {item.badge}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
