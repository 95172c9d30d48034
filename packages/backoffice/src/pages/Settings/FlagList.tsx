import { Checkbox } from '@playsite/ui';
import type { FlagNode } from './flags.ts';
import { childList, flagList, flagRow } from './Settings.css.ts';
import type { Flag } from './siteSettings.ts';

interface FlagListProps {
  nodes: readonly FlagNode[];
  nameOf: (modId: string) => string;
  shownState: (flag: Flag) => boolean;
  canWrite: boolean;
  onSwitch: (flag: Flag, enabled: boolean) => void;
}

/**
 * The flags as nested lists: each module's own flags in a list inside its item (screen readers
 * tell the level), each flag a checkbox named after its module.
 */
export function FlagList({ labelledBy, ...props }: FlagListProps & { labelledBy: string }) {
  return (
    <ul className={flagList} aria-labelledby={labelledBy}>
      <FlagItems {...props} />
    </ul>
  );
}

function FlagItems({ nodes, ...props }: FlagListProps) {
  const { nameOf, shownState, canWrite, onSwitch } = props;
  return nodes.map(({ flag, children }) => (
    <li key={flag.modId}>
      <div className={flagRow}>
        <Checkbox
          isSelected={shownState(flag)}
          isDisabled={!canWrite}
          onChange={(enabled) => onSwitch(flag, enabled)}
        >
          {nameOf(flag.modId)}
        </Checkbox>
      </div>
      {children.length > 0 && (
        <ul className={childList}>
          <FlagItems nodes={children} {...props} />
        </ul>
      )}
    </li>
  ));
}
