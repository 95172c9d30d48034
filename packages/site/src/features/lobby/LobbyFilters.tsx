import { Badge, Button, FilterChips, type FilterChipsProps } from '@playsite/ui';
import { lazy, Suspense, useState } from 'react';
import * as styles from './lobby.css.ts';

const FilterSheet = lazy(() => import('./FilterSheet.tsx'));

export interface LobbyFiltersLabels {
  /** The phone's button and the sheet's title. */
  filters: string;
  /** Spoken after the button's name: how many choices are made, e.g. "2 active". */
  active: string;
  /** The sheet's button that closes it. */
  showGames: string;
  close: string;
}

export interface LobbyFiltersProps {
  /** Category and order: side by side on wider screens. */
  order: readonly FilterChipsProps[];
  /** Vendor, game type…: a row each on wider screens. */
  more: readonly FilterChipsProps[];
  /** Choices away from their default (the count on the phone's button). */
  activeCount: number;
  labels: LobbyFiltersLabels;
}

/**
 * The lobby's choices. Tablets and desktops show them as chips. Phones (< 768 px) show one Filters
 * button with the count of choices made; it opens them in a bottom sheet, so rows of wrapping
 * chips never push the first tiles off the first screen.
 */
export function LobbyFilters({ order, more, activeCount, labels }: LobbyFiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <div className={styles.onPhones}>
        <Button variant="outline" onPress={() => setSheetOpen(true)} aria-haspopup="dialog">
          {labels.filters} <Badge count={activeCount} tone="brand" label={labels.active} />
        </Button>
        {sheetOpen ? (
          <Suspense fallback={null}>
            <FilterSheet
              isOpen={sheetOpen}
              onOpenChange={setSheetOpen}
              groups={[...order, ...more]}
              labels={labels}
            />
          </Suspense>
        ) : null}
      </div>
      <div className={styles.offPhones}>
        <div className={styles.choices}>
          {order.map((group) => (
            <FilterChips key={group.label} {...group} />
          ))}
        </div>
        {more.map((group) => (
          <FilterChips key={group.label} {...group} />
        ))}
      </div>
    </>
  );
}
