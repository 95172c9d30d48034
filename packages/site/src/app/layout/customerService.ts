import { settings } from '../../common/stores/settings.ts';

/** Opens the customer service chat in a 440 x 500 window; nothing when none is configured. */
export function openCustomerService(): void {
  const entry = settings.customerService[0];
  if (!entry) return;
  const opened = window.open(entry.url, 'customerService', 'width=440,height=500,noopener');
  opened?.focus();
}
