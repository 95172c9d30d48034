import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import * as styles from './LanguageSelector.css';
import type { Language } from './language';

export interface LanguageMenuProps {
  id: string;
  languages: Language[];
  value: string;
  label: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** `first`/`last`: the item to focus when the menu opens with the arrow keys. */
  focus: true | 'first' | 'last';
  onChange: (code: string) => void;
  onClose: () => void;
}

/** The open language menu; loaded on first use, so the header needs no menu code to show. */
export default function LanguageMenu({
  id,
  languages,
  value,
  label,
  triggerRef,
  focus,
  onChange,
  onClose,
}: LanguageMenuProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || onClose()}
      className={styles.popover}
      placement="bottom end"
    >
      <Menu
        id={id}
        className={styles.menu}
        aria-label={label}
        autoFocus={focus}
        selectionMode="single"
        selectedKeys={[value]}
        disallowEmptySelection
        onAction={(key) => {
          onChange(String(key));
          onClose();
        }}
      >
        {languages.map((language) => (
          <MenuItem key={language.code} id={language.code} className={styles.item} textValue={language.label}>
            <span lang={language.lang}>{language.label}</span>
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
