import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, type Key, ListBox, ListBoxItem } from 'react-aria-components';
import flagPlaceholderSrc from '../../assets/flag-placeholder.svg';
import { ChevronDownIcon } from '../../icons';
import * as styles from './CountryCodePicker.css';
import { type Country, countryName, flagUrl } from './countries';

/** docs/product.md § Country-code picker: the list closes this long after focus leaves the picker. */
export const countryListCloseDelayMs = 200;

export interface CountryCodePickerProps {
  countries: readonly Country[];
  /** Selected country code (controlled). */
  value?: string;
  /** Initially selected country code (uncontrolled); the first country otherwise. */
  defaultValue?: string;
  onChange?: (country: Country) => void;
  /** Image host; flags load from `${flagHost}/COUNTRY_FLAG/${countryCode}.png`. Without it, placeholders. */
  flagHost?: string;
  /** Accessible name of the picker and its list. */
  label?: string;
  /** Language of the country names read to assistive technology (BCP 47). */
  locale?: string;
  isDisabled?: boolean;
}

interface FlagProps {
  flagHost?: string;
  countryCode: string;
}

/** A flag from the image host, or the local placeholder when there is no host or it fails. */
function Flag({ flagHost, countryCode }: FlagProps) {
  const remote = flagHost ? flagUrl(flagHost, countryCode) : undefined;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = remote && failed !== remote ? remote : flagPlaceholderSrc;
  return (
    <img
      className={styles.flag}
      src={src}
      alt=""
      loading="lazy"
      data-fallback={src === flagPlaceholderSrc ? '' : undefined}
      onError={() => setFailed(remote)}
    />
  );
}

/** Flag plus "+dialing code" button with a list of countries to pick from. */
export function CountryCodePicker({
  countries,
  value,
  defaultValue,
  onChange,
  flagHost,
  label = 'Country calling code',
  locale = 'en',
  isDisabled = false,
}: CountryCodePickerProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selectedCode = value ?? uncontrolled ?? countries[0]?.countryCode;
  const selected = countries.find((country) => country.countryCode === selectedCode) ?? countries[0];
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  useEffect(() => cancelClose, []);

  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    cancelClose();
    closeTimer.current = setTimeout(() => close(false), countryListCloseDelayMs);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close(true);
    }
  };

  const choose = (key: Key) => {
    const country = countries.find((c) => c.countryCode === String(key));
    if (!country) return;
    if (value === undefined) setUncontrolled(country.countryCode);
    onChange?.(country);
    close(true);
  };

  const nameOf = (country: Country) => countryName(country.countryCode, locale);

  return (
    // Focus events bubble from the button and the list; Escape is handled for the whole picker.
    // biome-ignore lint/a11y/noStaticElementInteractions: a grouping element, not a control
    <div ref={rootRef} className={styles.root} onBlur={onBlur} onFocus={cancelClose} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        className={styles.trigger}
        isDisabled={isDisabled || countries.length === 0}
        aria-label={selected ? `${label}: ${nameOf(selected)} +${selected.countryDialingCode}` : label}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onPress={() => (isOpen ? close(false) : setOpen(true))}
      >
        {selected ? (
          <>
            <Flag flagHost={flagHost} countryCode={selected.countryCode} />
            <span className={styles.code}>+{selected.countryDialingCode}</span>
          </>
        ) : null}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {isOpen ? (
        <ListBox
          id={listId}
          aria-label={label}
          className={styles.list}
          items={countries.map((country) => ({ id: country.countryCode, ...country }))}
          selectionMode="single"
          escapeKeyBehavior="none"
          selectedKeys={selected ? [selected.countryCode] : []}
          onSelectionChange={(keys) => {
            // Picking the selected country again asks to deselect it: keep it and just close.
            const [key] = keys === 'all' ? [] : keys;
            if (key === undefined) close(true);
            else choose(key);
          }}
          autoFocus
        >
          {(country) => (
            <ListBoxItem
              id={country.countryCode}
              textValue={`${nameOf(country)} +${country.countryDialingCode}`}
              className={styles.option}
            >
              <Flag flagHost={flagHost} countryCode={country.countryCode} />
              <span className={styles.optionCode}>+{country.countryDialingCode}</span>{' '}
              <span className={styles.optionName}>{nameOf(country)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      ) : null}
    </div>
  );
}
