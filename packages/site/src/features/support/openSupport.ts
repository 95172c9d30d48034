import { isVip, member } from '../../common/stores/member.ts';
import { openModal } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { openExternalChat } from './externalChat.ts';

const isOwnPage = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Customer service (docs/product.md § Right bar): the site's own chat room, or — when the brand
 * names another chat service's address — that page in a popup window of the same size.
 */
export function openSupport(): void {
  const vip = isVip(member.info);
  const entries = settings.customerService;
  const entry = (vip ? entries.find((e) => e.type.toUpperCase() === 'VIP') : undefined) ?? entries[0];
  if (!entry || isOwnPage(entry.url)) openModal('chatRoom');
  else openExternalChat(vip);
}
