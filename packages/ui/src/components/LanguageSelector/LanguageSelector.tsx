import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import * as styles from './LanguageSelector.css';

export interface Language {
  /** Language code, e.g. 'en', 'cn'. */
  code: string;
  /** Name of the language in itself, e.g. 'English', '中文'. */
  label: string;
  /** BCP 47 tag of the label text (e.g. 'zh' for the code 'cn'), so screen readers pronounce it. */
  lang?: string;
}

export interface LanguageSelectorProps {
  languages: Language[];
  /** Code of the current language. */
  value: string;
  onChange: (code: string) => void;
  /** Accessible name of the button; the current language is read after it. */
  label?: string;
}

/** Language menu; renders nothing when there is only one language (SPEC §2.2). */
export function LanguageSelector({ languages, value, onChange, label = 'Language' }: LanguageSelectorProps) {
  if (languages.length <= 1) return null;
  const current = languages.find((language) => language.code === value) ?? languages[0];
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={`${label}: ${current?.label ?? value}`}>
        <span lang={current?.lang}>{current?.label ?? value}</span>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label={label}
          selectionMode="single"
          selectedKeys={[value]}
          disallowEmptySelection
          onAction={(key) => onChange(String(key))}
        >
          {languages.map((language) => (
            <MenuItem
              key={language.code}
              id={language.code}
              className={styles.item}
              textValue={language.label}
            >
              <span lang={language.lang}>{language.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
