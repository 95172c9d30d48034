import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import * as styles from './LanguageSelector.css';
import type { Language } from './language';

export type { Language } from './language';

export interface LanguageSelectorProps {
  languages: Language[];
  /** Code of the current language. */
  value: string;
  onChange: (code: string) => void;
  /** Accessible name of the button; the current language is read after it. */
  label?: string;
}

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);

/**
 * Language menu button; renders nothing when there is only one language (docs/product.md
 * § Header). The button is plain HTML and the menu loads when it is first wanted (hover, focus
 * or press), so the header's first paint carries no menu code.
 */
export function LanguageSelector({ languages, value, onChange, label = 'Language' }: LanguageSelectorProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState<false | true | 'first' | 'last'>(false);
  if (languages.length <= 1) return null;
  const current = languages.find((language) => language.code === value) ?? languages[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={`${label}: ${current?.label ?? value}`}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open === false ? undefined : menuId}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => setOpen(open === false)}
        onKeyDown={onKeyDown}
      >
        <span lang={current?.lang}>{current?.label ?? value}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open === false ? null : (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            languages={languages}
            value={value}
            label={label}
            triggerRef={triggerRef}
            focus={open}
            onChange={onChange}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
