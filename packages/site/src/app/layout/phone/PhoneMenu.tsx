import { Button, LanguageSelector, Modal, Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brand } from '../../../common/brand/index.ts';
import {
  changeLanguage,
  currentLanguage,
  htmlLang,
  isLanguageCode,
  nativeNames,
} from '../../../common/i18n/index.ts';
import { requireAgent, requireRealAccount } from '../../../common/router/guards.ts';
import { type MemberCenterPage, openModal } from '../../../common/stores/modals.ts';
import { session } from '../../../common/stores/session.ts';
import { settings } from '../../../common/stores/settings.ts';
import { useLogout } from '../../../features/auth/index.ts';
import { openSupport } from '../../../features/support/index.ts';

const languages = brand.languages.map((code) => ({ code, label: nativeNames[code], lang: htmlLang[code] }));

/**
 * The phone's menu sheet: what the desktop header shows and the slim phone bar has no room for
 * (the account actions, the agent centre, the languages) and the site's own pages.
 */
export default function PhoneMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { token, isAgent, isTrial } = useSnapshot(session);
  const { flags } = useSnapshot(settings);

  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  const memberPage = (page: MemberCenterPage) =>
    then(() => {
      if (requireRealAccount()) openModal('memberCenter', { page });
    });
  const go = (to: string) => then(() => navigate(to));

  const entry = (label: string, onPress: () => void) => (
    <Button key={label} variant="ghost" tone="neutral" isFullWidth onPress={onPress}>
      {label}
    </Button>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('phone.menu')}
      labels={{ close: t('actions.close') }}
    >
      <Stack gap="1">
        {token
          ? [
              entry(t('account.deposit'), memberPage('depositv2')),
              entry(t('account.withdraw'), memberPage('withdraw')),
              entry(t('account.personalCenter'), memberPage('securityCenter')),
              entry(t('account.personalProfit'), memberPage('personalProfit')),
              entry(t('account.betRecords'), memberPage('personalHistoryCopy')),
              flags.MANPLAYREB3 ? entry(t('account.cashback'), memberPage('manualRebate')) : null,
              entry(t('account.rewards'), memberPage('rewardCenter')),
              entry(t('account.playerRank'), memberPage('playerRank')),
              isAgent || isTrial
                ? entry(
                    t('account.agentCentre'),
                    then(() => {
                      if (requireAgent()) openModal('agentCenter', { page: 'agentTeamOverview' });
                    }),
                  )
                : null,
            ]
          : [
              entry(
                t('account.login'),
                then(() => openModal('loginPopupModal')),
              ),
              entry(
                t('account.register'),
                then(() => openModal('registerModal')),
              ),
            ]}
        {entry(t('nav.vip'), go('/vip'))}
        {entry(t('pages.help.title'), go('/help'))}
        {entry(t('rightBar.customerService'), then(openSupport))}
        {entry(t('pages.down.title'), go('/down'))}
        {entry(t('pages.join.title'), go('/join'))}
        {languages.length > 1 ? (
          <LanguageSelector
            languages={languages}
            value={currentLanguage()}
            label={t('header.language')}
            onChange={(code) => isLanguageCode(code) && changeLanguage(code)}
          />
        ) : null}
        {token ? entry(t('account.logout'), then(logout)) : null}
      </Stack>
    </Modal>
  );
}
