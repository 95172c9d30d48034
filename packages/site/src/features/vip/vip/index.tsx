import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { MyLevel } from './MyLevel.tsx';
import * as styles from './vip.css.ts';

/** vip: the rank ladder with requirements and benefits, and the member's own progress. */
export function Component() {
  const { t } = useTranslation('engagement');
  const status = useCallQuery('vipStatus');
  return (
    <PageShell page="vip">
      <Loaded state={status} isEmpty={(value) => value.levels.length === 0} emptyTitle={t('vip.empty')}>
        {(value) => (
          <div className={panel.stack}>
            {value.member ? (
              <MyLevel status={{ ...value, member: value.member }} onChanged={status.reload} />
            ) : (
              <p className={panel.card}>{t('vip.loginText')}</p>
            )}
            <h2 className={panel.sectionTitle}>{t('vip.ladder')}</h2>
            <ol className={styles.ladder}>
              {value.levels.map((level) => (
                <li
                  key={level.level}
                  className={`${styles.level} ${value.member?.level === level.level ? styles.current : ''}`}
                  aria-current={value.member?.level === level.level ? 'true' : undefined}
                >
                  <h3 className={panel.sectionTitle}>
                    {t('vip.levelName', { level: level.level, name: level.name })}
                  </h3>
                  <dl className={styles.facts}>
                    <dt>{t('vip.deposits')}</dt>
                    <dd className={styles.fact}>{formatMoney(level.requiredDeposit)}</dd>
                    <dt>{t('vip.turnover')}</dt>
                    <dd className={styles.fact}>{formatMoney(level.requiredBet)}</dd>
                    <dt>{t('vip.upgradeBonus')}</dt>
                    <dd className={styles.fact}>{formatMoney(level.upgradeBonus)}</dd>
                    <dt>{t('vip.monthlyBonus')}</dt>
                    <dd className={styles.fact}>{formatMoney(level.monthlyBonus)}</dd>
                  </dl>
                  <ul className={styles.benefits} aria-label={t('vip.benefits')}>
                    {level.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </div>
        )}
      </Loaded>
    </PageShell>
  );
}
