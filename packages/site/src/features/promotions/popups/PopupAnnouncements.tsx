import { sanitizeHtml } from '@playsite/ui';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { callKey } from '../../../common/api/keys.ts';
import { platform } from '../../../common/api/platform.ts';
import { brand } from '../../../common/brand/index.ts';
import { queryClient, useSiteSuspenseQuery } from '../../../common/query/query.ts';
import { modals, openModal } from '../../../common/stores/modals.ts';
import { session } from '../../../common/stores/session.ts';
import * as styles from './popups.css.ts';
import { markSeen, seenToday } from './seen.ts';

/** The call that reads the brand's popup announcements (type PU) for the web. */
const popupsRequest = { types: 'PU', platform: 'W', execution: brand.defaultAnnouncementType };

/**
 * The brand's popups. An answer that cannot be read counts as none: they are then not marked
 * seen, so they show at the next login.
 */
const popupsQuery = queryOptions({
  queryKey: [...callKey('announcements', popupsRequest), 'popups'],
  queryFn: () =>
    platform.call('announcements', popupsRequest).then(
      (answer) => answer.popup ?? [],
      () => [],
    ),
  staleTime: 0,
});

/** Whether the brand's popups are still to show to `account` today (the brand has popups, unseen today). */
function popupsDue(account: string | null): account is string {
  return !!account && brand.announcementTypes.includes('PU') && !seenToday(account);
}

/**
 * A member back on a remembered device (docs/security.md § Remember me) is signed in without the
 * login screen, so the after-login modal never opened (features/auth/device.ts calls this): when
 * the brand's popups are still due today and there are some, it opens now to show them. Nothing
 * opens over another modal, or when the popups cannot be read (they show on the next return).
 * Here, not in a module of its own: one chunk fewer for the start-up path to list.
 */
export async function showPopupsOnReturn(): Promise<void> {
  const account = session.account;
  if (!popupsDue(account) || modals.open) return;
  const popups = await queryClient.fetchQuery(popupsQuery);
  if (!popups.length) return;
  // Still the same member, still unseen, and the screen not taken meanwhile.
  if (session.account !== account || !popupsDue(account) || modals.open) return;
  openModal('afterLoginModal');
}

/**
 * The brand's popup announcements (type PU) inside the after-login modal (after a login, or on a
 * return with a remembered device: showPopupsOnReturn), in the reader's language
 * (the call's Language header), once a day per member: closing the modal dismisses them. Nothing
 * shows when the brand has no popups, when they are seen today or when they cannot be read (they
 * then show at the next login).
 */
export default function PopupAnnouncements() {
  const { account } = useSnapshot(session);
  // Decided once when the modal opens: marking them seen must not hide them while they are read.
  const [due] = useState(() => popupsDue(account));
  if (!due || !account) return null;
  return <Popups account={account} />;
}

/** Suspends until the popups are read: the after-login modal appears with them, its buttons where they stay. */
function Popups({ account }: { account: string }) {
  const { t } = useTranslation('engagement');
  const { data: popups } = useSiteSuspenseQuery(popupsQuery);
  const shown = popups.length > 0;
  useEffect(() => {
    if (shown) markSeen(account);
  }, [shown, account]);

  if (!shown) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="popup-announcements"
      data-testid="popup-announcements"
    >
      <h3 id="popup-announcements" className={styles.title}>
        {t('popups.title')}
      </h3>
      <ul className={styles.list}>
        {popups.map((popup) => (
          <li key={popup.id} className={styles.item}>
            <h4 className={styles.itemTitle}>{popup.title}</h4>
            {/* Announcement HTML from the platform, sanitised before it is shown. */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(popup.content ?? '') }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
