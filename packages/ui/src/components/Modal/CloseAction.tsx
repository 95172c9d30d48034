import { useContext } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button';

/** A design-system button that closes the modal it is in (through the modal's close guard). */
export function CloseAction({ onPress, ...props }: ButtonProps) {
  const state = useContext(OverlayTriggerStateContext);
  return (
    <Button
      {...props}
      onPress={() => {
        onPress?.();
        state?.close();
      }}
    />
  );
}
