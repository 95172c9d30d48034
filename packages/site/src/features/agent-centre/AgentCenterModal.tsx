import { MenuList, Modal, Skeleton } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PanelSection } from '../../common/panel/PanelSection.tsx';
import * as styles from '../../common/panel/panel.css.ts';
import { centreHref } from '../../common/router/centreAddress.ts';
import { requireAgent } from '../../common/router/guards.ts';
import { closeModal, openModal } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { resolveAgentPage, visibleAgentPages } from './menu.ts';
import { agentPageComponents } from './pages/index.ts';

/**
 * The agent centre overlay (docs/product.md § Agent centre): title Agent, the menu on the left and
 * the chosen page on the right, like the member centre. Anyone but an agent is refused by the
 * guard (trial accounts with the 'need true account' warning) and the overlay closes.
 */
export default function AgentCenterModal({ page }: { page: string }) {
  const { t, ready } = useTranslation('agent');
  const common = useTranslation().t;
  const { flags } = useSnapshot(settings);

  useEffect(() => {
    if (!requireAgent()) closeModal('agentCenter');
  }, []);

  const visible = visibleAgentPages(flags);
  const current = resolveAgentPage(page, visible);
  const Page = agentPageComponents[current];

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('agentCenter')}
      placement="side"
      title={ready ? t('title') : ''}
      labels={{ close: common('actions.close') }}
    >
      <div className={styles.layout}>
        {ready ? (
          <MenuList
            label={t('menu.label')}
            labels={{ toggle: t('menu.toggle') }}
            selectedId={current}
            onSelect={(id) => openModal('agentCenter', { page: id })}
            hrefFor={(id) => centreHref({ name: 'agentCenter', page: id })}
            items={visible.map((id) => ({ id, label: t(`pages.${id}`) }))}
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
