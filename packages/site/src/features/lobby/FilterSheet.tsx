import { CloseAction, FilterChips, type FilterChipsProps, Modal } from '@playsite/ui';
import * as styles from '../../common/layout/sections.css.ts';
import type { LobbyFiltersLabels } from './LobbyFilters.tsx';

export interface FilterSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The lobby's choices (category, order, vendor, game type), each a row of chips. */
  groups: readonly FilterChipsProps[];
  labels: Pick<LobbyFiltersLabels, 'filters' | 'showGames' | 'close'>;
}

/**
 * The lobby's filters and order on a phone: a bottom sheet (a modal dialog, so focus stays in it
 * and goes back to the Filters button when it closes). Its own chunk: the lobby loads it on the
 * first press, so the dialog's code is never on a page's start-up path.
 */
export default function FilterSheet({ isOpen, onOpenChange, groups, labels }: FilterSheetProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="sheet"
      title={labels.filters}
      labels={{ close: labels.close }}
      footer={<CloseAction isFullWidth>{labels.showGames}</CloseAction>}
    >
      <div className={styles.section}>
        {groups.map((group) => (
          <FilterChips key={group.label} {...group} />
        ))}
      </div>
    </Modal>
  );
}
