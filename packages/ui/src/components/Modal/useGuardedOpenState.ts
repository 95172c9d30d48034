import { useCallback, useEffect, useRef, useState } from 'react';

/** A hook that runs before the modal opens or closes; returning `false` (or resolving to it) vetoes. */
export type OpenGuard = () => boolean | undefined | Promise<boolean | undefined>;

export interface GuardedOpenStateOptions {
  /** Controlled open state (the request to be open). */
  isOpen?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Told about every accepted change of the open request, and about a vetoed opening (`false`). */
  onOpenChange?: (isOpen: boolean) => void;
  onBeforeOpen?: OpenGuard;
  onBeforeClose?: OpenGuard;
}

export interface GuardedOpenState {
  /** Whether the overlay is shown: open was requested and `onBeforeOpen` allowed it. */
  isOpen: boolean;
  /** Asks to open; shows once `onBeforeOpen` allows it. */
  open: () => void;
  /** Asks to close (close button, Escape, outside press); closes once `onBeforeClose` allows it. */
  close: () => Promise<void>;
}

/**
 * Open state of a modal with veto hooks. Opening may come from the parent (`isOpen` turning
 * true) or from `open()`; either way `onBeforeOpen` runs first and may veto. Closing by the
 * user goes through `onBeforeClose`; a parent that sets `isOpen` to false closes at once.
 */
export function useGuardedOpenState({
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  onBeforeOpen,
  onBeforeClose,
}: GuardedOpenStateOptions): GuardedOpenState {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const requested = controlledOpen ?? uncontrolledOpen;
  const [approved, setApproved] = useState(false);
  const closing = useRef(false);

  // Hooks and callbacks change identity on every render; read the latest without re-running effects.
  const latest = useRef({ controlledOpen, onOpenChange, onBeforeOpen, onBeforeClose });
  latest.current = { controlledOpen, onOpenChange, onBeforeOpen, onBeforeClose };

  const setRequested = useCallback((next: boolean) => {
    if (latest.current.controlledOpen === undefined) setUncontrolledOpen(next);
    latest.current.onOpenChange?.(next);
  }, []);

  useEffect(() => {
    if (!requested) {
      setApproved(false);
      return;
    }
    const guard = latest.current.onBeforeOpen;
    if (!guard) {
      setApproved(true);
      return;
    }
    let cancelled = false;
    // A hook that throws vetoes, like one that returns false.
    Promise.resolve()
      .then(guard)
      .catch(() => false)
      .then((allowed) => {
        if (cancelled) return;
        if (allowed === false) setRequested(false);
        else setApproved(true);
      });
    return () => {
      cancelled = true;
    };
  }, [requested, setRequested]);

  const open = useCallback(() => setRequested(true), [setRequested]);

  const close = useCallback(async () => {
    if (closing.current) return;
    closing.current = true;
    try {
      const guard = latest.current.onBeforeClose;
      const allowed = guard
        ? await Promise.resolve()
            .then(guard)
            .catch(() => false)
        : true;
      if (allowed !== false) setRequested(false);
    } finally {
      closing.current = false;
    }
  }, [setRequested]);

  // Without a before-open hook there is nothing to wait for: show in the same render.
  return { isOpen: requested && (approved || !onBeforeOpen), open, close };
}
