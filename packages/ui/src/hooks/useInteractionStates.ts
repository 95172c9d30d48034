import { type FocusEvent, type PointerEvent, useState } from 'react';

/** The states react-aria components expose as data attributes; native widgets expose the same. */
export interface InteractionStates {
  'data-hovered'?: true;
  'data-pressed'?: true;
  'data-focus-visible'?: true;
  'data-disabled'?: true;
  'data-invalid'?: true;
}

export interface InteractionHandlers<T extends HTMLElement> {
  onPointerEnter: (event: PointerEvent<T>) => void;
  onPointerLeave: (event: PointerEvent<T>) => void;
  onPointerDown: (event: PointerEvent<T>) => void;
  onPointerUp: (event: PointerEvent<T>) => void;
  onFocus: (event: FocusEvent<T>) => void;
  onBlur: (event: FocusEvent<T>) => void;
}

const flag = (on: boolean | undefined) => (on ? true : undefined);

/** Calls the element's own handler (from props) after recording the state. */
function chain<E>(record: (event: E) => void, own: ((event: E) => void) | undefined) {
  return (event: E) => {
    record(event);
    own?.(event);
  };
}

/**
 * Hover, press and keyboard focus of a native element, as react-aria's `data-hovered`,
 * `data-pressed` and `data-focus-visible` (docs/adr/0005-design-system-api.md): the hand-rolled
 * widgets on the guest path (no react-aria there) give styles and tests the same hooks. Spread
 * the element's props, then `handlers` (they call the props' own handlers) and `attributes`.
 */
export function useInteractionStates<T extends HTMLElement>(
  { isDisabled, isInvalid }: { isDisabled?: boolean | undefined; isInvalid?: boolean | undefined },
  own: Partial<InteractionHandlers<T>> = {},
): { handlers: InteractionHandlers<T>; attributes: InteractionStates } {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const active = !isDisabled;
  return {
    handlers: {
      onPointerEnter: chain((event) => setHovered(event.pointerType === 'mouse'), own.onPointerEnter),
      onPointerLeave: chain(() => {
        setHovered(false);
        setPressed(false);
      }, own.onPointerLeave),
      onPointerDown: chain(() => setPressed(true), own.onPointerDown),
      onPointerUp: chain(() => setPressed(false), own.onPointerUp),
      onFocus: chain((event) => setFocusVisible(event.target.matches(':focus-visible')), own.onFocus),
      onBlur: chain(() => setFocusVisible(false), own.onBlur),
    },
    attributes: {
      'data-hovered': flag(active && hovered),
      'data-pressed': flag(active && pressed),
      'data-focus-visible': flag(focusVisible),
      'data-disabled': flag(isDisabled),
      'data-invalid': flag(isInvalid),
    },
  };
}
