import { useTranslation } from 'react-i18next';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/**
 * The free spins the member holds (approved free-spins rewards not yet played) and where to play
 * them; nothing while there are none, or while the count is on its way.
 */
export function FreeSpinsLeft() {
  const { t } = useTranslation('engagement');
  const balance = useCallQuery('pointBalance');
  const count = balance.data?.freeSpins ?? 0;
  if (count <= 0) return null;
  return (
    <p className={panel.card}>
      <span className={panel.cardLabel}>{t('points.freeSpinsLeft')}</span>{' '}
      <strong className={panel.cardValue} data-testid="free-spins-left">
        {count}
      </strong>{' '}
      <span className={panel.muted}>{t('points.freeSpinsWhere')}</span>
    </p>
  );
}
