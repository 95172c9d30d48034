import { Button, LoggedInBar } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { refreshBalance } from '../../common/account/member.ts';
import { brand } from '../../common/brand/index.ts';
import { currentLanguage, htmlLang } from '../../common/i18n/index.ts';
import { requireAgent, requireRealAccount } from '../../common/router/guards.ts';
import { member } from '../../common/stores/member.ts';
import { type MemberCenterPage, openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { settings } from '../../common/stores/settings.ts';
import { wallet } from '../../common/stores/wallet.ts';
import { useLogout } from '../../features/auth/index.ts';
import { MemberEngagement } from '../../features/promotions/index.ts';

function openMemberCenter(page: MemberCenterPage) {
  return () => {
    if (requireRealAccount()) openModal('memberCenter', { page });
  };
}

/** Agents open the agent centre; a trial account (which the bar may count among agents) gets the warning. */
function openAgentCenter() {
  if (requireAgent()) openModal('agentCenter', { page: 'agentTeamOverview' });
}

/** The logged-in bar: balance, money actions, member centre pages and logout; an Agent button for agents. */
export default function MemberBar() {
  const { t } = useTranslation();
  const { account, isAgent, isTrial } = useSnapshot(session);
  const { info } = useSnapshot(member);
  const { balance, hidden, loading } = useSnapshot(wallet);
  const { flags } = useSnapshot(settings);
  const logout = useLogout();

  return (
    <>
      <LoggedInBar
        accountName={info?.account ?? account ?? ''}
        balance={balance ?? 0}
        currencySymbol={brand.currencySymbol}
        locale={htmlLang[currentLanguage()]}
        isBalanceHidden={hidden}
        onBalanceHiddenChange={(next) => {
          wallet.hidden = next;
        }}
        onRefreshBalance={refreshBalance}
        isRefreshing={loading}
        balanceLabels={{
          label: t('account.balance'),
          show: t('account.showBalance'),
          hide: t('account.hideBalance'),
          refresh: t('account.refreshBalance'),
        }}
        onDeposit={openMemberCenter('depositv2')}
        onWithdraw={openMemberCenter('withdraw')}
        onPersonalCentre={openMemberCenter('securityCenter')}
        onPersonalProfit={openMemberCenter('personalProfit')}
        onBetRecords={openMemberCenter('personalHistoryCopy')}
        onCashback={flags.MANPLAYREB3 ? openMemberCenter('manualRebate') : undefined}
        onRewards={openMemberCenter('rewardCenter')}
        onPlayerRank={openMemberCenter('playerRank')}
        onLogout={logout}
        labels={{
          account: t('account.accountMenu'),
          deposit: t('account.deposit'),
          withdraw: t('account.withdraw'),
          personalCentre: t('account.personalCenter'),
          personalProfit: t('account.personalProfit'),
          betRecords: t('account.betRecords'),
          cashback: t('account.cashback'),
          rewards: t('account.rewards'),
          playerRank: t('account.playerRank'),
          logout: t('account.logout'),
        }}
      />
      {isAgent || isTrial ? (
        <Button size="sm" variant="outline" onPress={openAgentCenter}>
          {t('account.agentCentre')}
        </Button>
      ) : null}
      {/* A red envelope event shows over any page a member is on; the rewards badge's count. */}
      <MemberEngagement />
    </>
  );
}
