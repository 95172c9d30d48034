import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const gain = style({ color: vars.color.foreground.success });
export const loss = style({ color: vars.color.foreground.danger });
