import { useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  isFileDropItem,
  useLocale,
} from 'react-aria-components';
import { CloseIcon } from '../../icons';
import { Button } from '../Button';
import * as styles from './FileUpload.css';
import { type FileIssue, fileIssue } from './fileChecks';

export interface FileUploadLabels {
  /** The button that opens the file picker. */
  add: string;
  /** Text in the drop zone. */
  dropHint: string;
  /** Name of a file's remove button; `{name}` is replaced. */
  remove: string;
  /** A file of a type not in `accept`. */
  typeError: string;
  /** A file over `maxBytes`; `{size}` is replaced by the limit. */
  sizeError: string;
  /** Announced when picked files did not fit; `{max}` and `{count}` (files left out) are replaced. */
  tooMany: string;
}

export const defaultFileUploadLabels: FileUploadLabels = {
  add: 'Add files',
  dropHint: 'or drop files here',
  remove: 'Remove {name}',
  typeError: 'This file type is not accepted',
  sizeError: 'Larger than {size}',
  tooMany: 'At most {max} files: {count} not added',
};

export interface FileUploadProps {
  label: string;
  /** The chosen files (controlled). Files with a problem stay listed with their error until removed. */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** MIME types (`image/png`, `image/*`) or name endings (`.jpg`), as the native `accept`. */
  accept?: readonly string[];
  /** Largest size of one file. */
  maxBytes?: number;
  /** Most files; picks beyond it are left out and announced. */
  maxFiles?: number;
  /** Help under the field, e.g. the accepted types and limits. */
  description?: string;
  /** The field's error (e.g. from the form), announced when it appears. */
  errorMessage?: string;
  isDisabled?: boolean;
  labels?: Partial<FileUploadLabels>;
  /** Called when focus leaves the field, for forms that show errors once touched. */
  onBlur?: () => void;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

function useSizeFormat() {
  const { locale } = useLocale();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}

/** A thumbnail for an image file, from an object URL released when the file leaves the list. */
function Preview({ file, show }: { file: File; show: boolean }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!show || !file.type.startsWith('image/')) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      setUrl(undefined);
      URL.revokeObjectURL(next);
    };
  }, [file, show]);
  // The file name next to it says what it is: the image is decorative. A file that does not
  // decode (a renamed document) falls back to the empty tile rather than a broken-image icon.
  return url ? (
    <img className={styles.preview} src={url} alt="" onError={() => setUrl(undefined)} />
  ) : (
    <span className={styles.preview} />
  );
}

/** Pick files with a button or drop them; each is listed with a preview, its problem and a remove button. */
export function FileUpload({
  label,
  value,
  onChange,
  accept = [],
  maxBytes,
  maxFiles,
  description,
  errorMessage,
  isDisabled = false,
  labels,
  onBlur,
}: FileUploadProps) {
  const text = { ...defaultFileUploadLabels, ...labels };
  const formatSize = useSizeFormat();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const [leftOut, setLeftOut] = useState(0);
  const full = maxFiles !== undefined && value.length >= maxFiles;

  const add = (picked: readonly File[]) => {
    if (picked.length === 0) return;
    const room = maxFiles === undefined ? picked.length : Math.max(0, maxFiles - value.length);
    setLeftOut(picked.length - Math.min(room, picked.length));
    onChange([...value, ...picked.slice(0, room)]);
  };

  const remove = (index: number) => {
    setLeftOut(0);
    onChange(value.filter((_, i) => i !== index));
    // Keep keyboard users in place: the next file's remove button, else the add button.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? addRef.current?.querySelector<HTMLElement>('button'))?.focus();
    });
  };

  const issueText = (issue: FileIssue | undefined) => {
    if (issue === 'type') return text.typeError;
    if (issue === 'size') return fill(text.sizeError, { size: formatSize(maxBytes ?? 0) });
    return undefined;
  };

  const describedBy = [description ? descriptionId : '', errorMessage || leftOut ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      className={styles.root}
      data-invalid={errorMessage ? true : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      <DropZone
        className={styles.dropZone}
        aria-label={`${label}: ${text.dropHint}`}
        isDisabled={isDisabled || full}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
          add(files);
        }}
      >
        <div ref={addRef} className={styles.addRow}>
          <FileTrigger
            acceptedFileTypes={accept.length > 0 ? [...accept] : undefined}
            allowsMultiple={maxFiles === undefined || maxFiles > 1}
            onSelect={(list) => add(list ? Array.from(list) : [])}
          >
            <Button variant="outline" size="sm" isDisabled={isDisabled || full}>
              {text.add}
            </Button>
          </FileTrigger>
          {isDisabled || full ? null : (
            <span className={styles.hint} aria-hidden>
              {text.dropHint}
            </span>
          )}
        </div>
      </DropZone>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {value.length > 0 ? (
        <ul ref={listRef} className={styles.list} aria-labelledby={labelId}>
          {value.map((file, index) => {
            const problem = issueText(fileIssue(file, { accept, maxBytes }));
            const problemId = `${errorId}-${index}`;
            return (
              // Files have no stable id and the same file may be picked twice: position and name.
              <li
                key={`${index}-${file.name}`}
                className={styles.item}
                data-invalid={problem ? true : undefined}
              >
                <Preview file={file} show={!problem} />
                <span className={styles.fileText}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatSize(file.size)}</span>
                  {problem ? (
                    <span id={problemId} className={styles.error}>
                      {problem}
                    </span>
                  ) : null}
                </span>
                <AriaButton
                  className={styles.remove}
                  aria-label={fill(text.remove, { name: file.name })}
                  aria-describedby={problem ? problemId : undefined}
                  isDisabled={isDisabled}
                  onPress={() => remove(index)}
                >
                  <CloseIcon />
                </AriaButton>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div id={errorId} aria-live="polite" className={styles.error}>
        {errorMessage}
        {leftOut > 0 ? <span> {fill(text.tooMany, { max: maxFiles ?? 0, count: leftOut })}</span> : null}
      </div>
    </fieldset>
  );
}
