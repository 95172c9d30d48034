import { Badge, MenuList, Modal, Skeleton } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loadMember } from '../../common/account/member.ts';
import { reportError } from '../../common/feedback/reportError.ts';
import { PanelSection } from '../../common/panel/PanelSection.tsx';
import * as styles from '../../common/panel/panel.css.ts';
import { centreHref } from '../../common/router/centreAddress.ts';
import { requireRealAccount } from '../../common/router/guards.ts';
import { member } from '../../common/stores/member.ts';
import { closeModal, type MemberCenterPage, openModal } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { resolvePage, visiblePages } from './menu.ts';
import { pageComponents } from './pages/index.ts';
import { type MenuBadges, useMenuBadges } from './unread.ts';

/**
 * The member centre overlay (docs/product.md § Member centre): the left menu, once member info and texts are
 * loaded, and the chosen page in the right panel. The page is the modal's payload, so the
 * header's actions and the menu both switch it with openModal; the page's address
 * (`?centre=member/<page>`, common/router/centreAddress.ts) follows it.
 */
export default function MemberCenterModal({ page }: { page: MemberCenterPage }) {
  const { t, ready } = useTranslation('wallet');
  const common = useTranslation().t;
  const { info } = useSnapshot(member);
  const { flags } = useSnapshot(settings);
  const badges = useMenuBadges();

  useEffect(() => {
    // Trial accounts are refused here too, whoever opened the overlay.
    if (!requireRealAccount()) closeModal('memberCenter');
    else if (!member.info) void loadMember().then((failure) => failure && reportError(failure));
  }, []);

  const visible = visiblePages({
    manualRebate: flags.MANPLAYREB3 === true,
    hasRank: Boolean(info?.clubLabel),
  });
  const current = resolvePage(page, visible);
  const Page = pageComponents[current];
  const loaded = ready && info !== null;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('memberCenter')}
      placement="side"
      title={common('account.personalCenter')}
      labels={{ close: common('actions.close') }}
    >
      <div className={styles.layout}>
        {loaded ? (
          <MenuList
            label={t('menu.label')}
            labels={{ toggle: t('menu.toggle') }}
            selectedId={current}
            onSelect={(id) => openModal('memberCenter', { page: id as MemberCenterPage })}
            hrefFor={(id) => centreHref({ name: 'memberCenter', page: id as MemberCenterPage })}
            items={visible.map((id) => ({
              id,
              label: t(`pages.${id}`),
              badge:
                badgeOf(badges, id) > 0 ? (
                  <Badge
                    count={badgeOf(badges, id)}
                    label={t(id === 'rewardCenter' ? 'menu.claimable' : 'menu.unread', {
                      count: badgeOf(badges, id),
                    })}
                  />
                ) : undefined,
            }))}
          />
        ) : (
          <div aria-busy="true">
            <Skeleton lines={10} />
          </div>
        )}
        <PanelSection ready={ready} heading={t(`pages.${current}`)} pageKey={current} Page={Page} />
      </div>
    </Modal>
  );
}

const badgeOf = (badges: MenuBadges, page: MemberCenterPage): number =>
  page === 'missionLeaderboard' || page === 'messageV2' || page === 'rewardCenter' ? badges[page] : 0;
