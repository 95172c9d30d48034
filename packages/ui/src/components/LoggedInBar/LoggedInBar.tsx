import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import {
  CashbackIcon,
  DepositIcon,
  HistoryIcon,
  type Icon,
  LiveIcon,
  LogoutIcon,
  RewardsIcon,
  UserIcon,
  VipIcon,
  WithdrawIcon,
} from '../../icons';
import { Balance, type BalanceLabels, type BalanceProps } from '../Balance';
import * as styles from './LoggedInBar.css';

export interface LoggedInBarLabels {
  /** Accessible name of the bar. */
  account: string;
  deposit: string;
  withdraw: string;
  personalCentre: string;
  personalProfit: string;
  betRecords: string;
  cashback: string;
  rewards: string;
  playerRank: string;
  logout: string;
}

export const defaultLoggedInBarLabels: LoggedInBarLabels = {
  account: 'My account',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  personalCentre: 'Personal centre',
  personalProfit: 'Profit and loss',
  betRecords: 'Bet records',
  cashback: 'Cashback',
  rewards: 'Rewards',
  playerRank: 'VIP rank',
  logout: 'Log out',
};

export interface LoggedInBarProps {
  accountName: string;
  /** Balance in integer minor units (cents); never a float. */
  balance: number | bigint;
  currencySymbol?: string;
  /** Locale for the thousands separators. */
  locale?: string;
  /** Controlled hidden state of the balance (shown as ***); uncontrolled when left out. */
  isBalanceHidden?: boolean;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  /** Shows the refresh button; it stays pending until the returned promise settles. */
  onRefreshBalance?: BalanceProps['onRefresh'];
  /** A balance refresh is under way (when the caller tracks it). */
  isRefreshing?: boolean;
  /** Texts of the balance: its caption and the show/hide/refresh button names. */
  balanceLabels?: Partial<BalanceLabels> & Pick<BalanceProps, 'label'>;
  onDeposit: () => void;
  onWithdraw: () => void;
  onPersonalCentre: () => void;
  /** Shows the profit-and-loss entry (a betting chip icon) when passed. */
  onPersonalProfit?: () => void;
  onBetRecords: () => void;
  /** Cashback only shows when the manual rebate setting is on: pass a handler to show it. */
  onCashback?: () => void;
  onRewards: () => void;
  /** Shows the VIP rank entry (a crown icon) when passed. */
  onPlayerRank?: () => void;
  onLogout: () => void;
  labels?: Partial<LoggedInBarLabels>;
}

function Action({
  icon: ActionIcon,
  label,
  onPress,
  variant = 'ghost',
  keepsLabel = false,
  onPhones = false,
}: {
  icon: Icon;
  label: string;
  onPress: () => void;
  variant?: NonNullable<NonNullable<RecipeVariants<typeof styles.action>>['variant']>;
  /** The money actions keep their label on a compact bar; the others show their icon only. */
  keepsLabel?: boolean;
  /** Stays in the slim phone bar (deposit); the others are in the site's phone menu there. */
  onPhones?: boolean;
}): ReactNode {
  return (
    <li className={onPhones ? undefined : styles.phoneHidden}>
      <button
        type="button"
        className={styles.action({ variant })}
        onClick={onPress}
        title={keepsLabel ? undefined : label}
      >
        <ActionIcon className={styles.icon} />
        <span className={keepsLabel ? styles.actionLabel : styles.secondaryLabel}>{label}</span>
      </button>
    </li>
  );
}

/** Member bar of the header: account name, balance and the account actions. */
export function LoggedInBar({
  accountName,
  balance,
  currencySymbol,
  locale,
  isBalanceHidden,
  onBalanceHiddenChange,
  onRefreshBalance,
  isRefreshing,
  balanceLabels,
  onDeposit,
  onWithdraw,
  onPersonalCentre,
  onPersonalProfit,
  onBetRecords,
  onCashback,
  onRewards,
  onPlayerRank,
  onLogout,
  labels,
}: LoggedInBarProps) {
  const text = { ...defaultLoggedInBarLabels, ...labels };
  return (
    <section aria-label={text.account} className={styles.bar}>
      <div className={styles.summary}>
        <span className={styles.account}>
          <UserIcon className={styles.icon} />
          <span className={styles.accountName}>{accountName}</span>
        </span>
        <Balance
          {...(balanceLabels?.label ? { label: balanceLabels.label } : {})}
          labels={balanceLabels}
          amount={balance}
          currencySymbol={currencySymbol}
          locale={locale}
          isHidden={isBalanceHidden}
          onHiddenChange={onBalanceHiddenChange}
          onRefresh={onRefreshBalance}
          isRefreshing={isRefreshing}
        />
      </div>
      <ul className={styles.actions}>
        <Action
          icon={DepositIcon}
          label={text.deposit}
          onPress={onDeposit}
          variant="solid"
          keepsLabel
          onPhones
        />
        <Action icon={WithdrawIcon} label={text.withdraw} onPress={onWithdraw} keepsLabel />
        <Action icon={UserIcon} label={text.personalCentre} onPress={onPersonalCentre} />
        {onPersonalProfit ? (
          <Action icon={LiveIcon} label={text.personalProfit} onPress={onPersonalProfit} />
        ) : null}
        <Action icon={HistoryIcon} label={text.betRecords} onPress={onBetRecords} />
        {onCashback ? <Action icon={CashbackIcon} label={text.cashback} onPress={onCashback} /> : null}
        <Action icon={RewardsIcon} label={text.rewards} onPress={onRewards} />
        {onPlayerRank ? <Action icon={VipIcon} label={text.playerRank} onPress={onPlayerRank} /> : null}
        <Action icon={LogoutIcon} label={text.logout} onPress={onLogout} />
      </ul>
    </section>
  );
}
