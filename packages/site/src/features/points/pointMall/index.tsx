import { EmptyState, Tabs } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { session } from '../../../common/stores/session.ts';
import { Convert } from './Convert.tsx';
import { FreeSpinsLeft } from './FreeSpinsLeft.tsx';
import { PointsDetails } from './PointsDetails.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { Rewards } from './Rewards.tsx';

// The member centre shows these two as its own pages (features/points/lazy.ts).
export { PointsDetails };

/** The member centre's Redeem History: the free spins still to play above the redemptions. */
export function RedeemHistoryPage() {
  return (
    <div className={panel.stack}>
      <FreeSpinsLeft />
      <RedeemHistory />
    </div>
  );
}

/** pointMall (docs/product.md § Routes): rewards for points, conversion, redeem history and points details. */
export function Component() {
  const { t } = useTranslation('engagement');
  const { token } = useSnapshot(session);
  return (
    <PageShell page="pointMall">
      {token ? (
        <PointMall />
      ) : (
        <EmptyState title={t('points.loginTitle')} text={t('points.loginText')} size="sm" />
      )}
    </PageShell>
  );
}

function PointMall() {
  const { t } = useTranslation('engagement');
  const balance = useCallQuery('pointBalance');
  const config = useCallQuery('pointConfig');
  return (
    <div className={panel.stack}>
      <Loaded state={balance}>
        {(value) => (
          <p className={panel.card}>
            <span className={panel.cardLabel}>{t('points.myPoints')}</span>{' '}
            <strong className={panel.cardValue} data-testid="points-balance">
              {value.balance}
            </strong>
          </p>
        )}
      </Loaded>
      <FreeSpinsLeft />
      <div className={panel.wrappingTabs}>
        <Tabs
          label={t('points.sections')}
          items={[
            { id: 'rewards', label: t('points.rewards'), content: <Rewards onChanged={balance.reload} /> },
            {
              id: 'convert',
              label: t('points.convert'),
              content: (
                <Loaded state={config}>
                  {(value) => (
                    <Convert
                      ratio={value.ratio}
                      minConvert={value.minConvert ?? 1}
                      onChanged={balance.reload}
                    />
                  )}
                </Loaded>
              ),
            },
            { id: 'history', label: t('points.history'), content: <RedeemHistory /> },
            { id: 'details', label: t('points.details'), content: <PointsDetails /> },
          ]}
        />
      </div>
    </div>
  );
}
