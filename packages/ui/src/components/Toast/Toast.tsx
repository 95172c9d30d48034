import type { RecipeVariants } from '@vanilla-extract/recipes';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  type ToastOptions,
} from 'react-aria-components';
import { CloseIcon } from '../../icons';
import type { Tone } from '../../styles/vocabulary';
import * as styles from './Toast.css';

export type ToastTone = NonNullable<NonNullable<RecipeVariants<typeof styles.toast>>['tone']>;
export const toastTones = ['info', 'positive', 'caution', 'critical'] as const satisfies readonly (ToastTone &
  Tone)[];

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export type ToastQueue = AriaToastQueue<ToastMessage>;
export type { ToastOptions };

/** Short enough not to linger, long enough to read (WCAG asks for at least 5 s). */
export const defaultToastTimeoutMs = 5000;

/**
 * A queue of toasts. Create one per app (e.g. in the site's store) and give it to `ToastRegion`;
 * `showToast(queue, …)` adds a toast from anywhere.
 */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts: options.maxVisibleToasts ?? 3 });
}

/** Adds a toast; it closes after `timeout` ms (0 keeps it until dismissed). Returns its key. */
export function showToast(queue: ToastQueue, message: ToastMessage, timeout = defaultToastTimeoutMs): string {
  return queue.add(message, timeout > 0 ? { timeout } : {});
}

export interface ToastRegionLabels {
  /** Name of the notifications landmark. */
  region: string;
  /** Accessible name of each toast's close button. */
  close: string;
}

export const defaultToastRegionLabels: ToastRegionLabels = { region: 'Notifications', close: 'Dismiss' };

export interface ToastRegionProps {
  queue: ToastQueue;
  labels?: Partial<ToastRegionLabels>;
}

/** The landmark where toasts appear; each toast is announced when it shows. */
export function ToastRegion({ queue, labels }: ToastRegionProps) {
  const text = { ...defaultToastRegionLabels, ...labels };
  return (
    <AriaToastRegion queue={queue} aria-label={text.region} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone ?? 'info' })}
          data-tone={toast.content.tone ?? 'info'}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <Button slot="close" aria-label={text.close} className={styles.close}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
