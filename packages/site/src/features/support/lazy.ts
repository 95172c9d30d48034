import type { ComponentType } from 'react';
import { ChatUnavailable } from './ChatUnavailable.tsx';

/** The chat window's code; when it can not load, the window closes and says so (docs/product.md § Errors shown to players). */
export const loadChatRoomModal = (): Promise<{ default: ComponentType }> =>
  import('./ChatRoomModal.tsx').catch(() => ({ default: ChatUnavailable }));
