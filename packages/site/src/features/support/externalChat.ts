import { platform } from '../../common/api/platform.ts';

/** Window sizes (docs/product.md § Modals): VIP support 440 × 750, live chat 440 × 500. */
export const supportWindow = { vip: { width: 440, height: 750 }, live: { width: 440, height: 500 } } as const;

/**
 * Another chat service's page in a popup of the chat window's size. The popup opens at once (a
 * popup blocker allows it only inside the press), then the platform's customer-service lookup
 * gives its address; a failed lookup closes it again (docs/product.md § Errors shown to players).
 */
export function openExternalChat(vip: boolean): void {
  const size = vip ? supportWindow.vip : supportWindow.live;
  const popup = window.open('about:blank', 'customerService', `width=${size.width},height=${size.height}`);
  if (!popup) return;
  popup.opener = null;
  void platform.call('customerService').then(
    (value) => {
      const paths = value.version.pathList;
      const path = (vip ? paths.find((p) => p.type === 2) : undefined) ?? paths[0];
      if (path && /^https?:\/\//.test(path.path)) popup.location.href = path.path;
      else popup.close();
    },
    () => popup.close(),
  );
}
