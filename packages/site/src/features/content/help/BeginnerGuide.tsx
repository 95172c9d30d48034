import { Button, Link, Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { requireRealAccount } from '../../../common/router/guards.ts';
import { openModal } from '../../../common/stores/modals.ts';
import deposit from './guide/deposit.webp';
import play from './guide/play.webp';
import register from './guide/register.webp';
import withdraw from './guide/withdraw.webp';
import * as styles from './help.css.ts';

const steps = ['register', 'deposit', 'play', 'withdraw'] as const;

/**
 * Pictures of the site's own screens, one per step (scripts/guide-pictures.mjs captures them on
 * a 400 × 640 phone window). Bundled with this lazy page, loaded only as they scroll into view.
 */
const pictures: Record<(typeof steps)[number], string> = { register, deposit, play, withdraw };
const pictureSize = { width: 400, height: 640 };

function StepAction({ step }: { step: (typeof steps)[number] }) {
  const { t } = useTranslation('content');
  const label = t(`guide.steps.${step}.action`);
  switch (step) {
    case 'register':
      return <Button onPress={() => openModal('registerModal')}>{label}</Button>;
    case 'play':
      return <Link href="/rng">{label}</Link>;
    default:
      return (
        <Button
          variant="outline"
          onPress={() => {
            if (requireRealAccount())
              openModal('memberCenter', { page: step === 'deposit' ? 'depositv2' : 'withdraw' });
          }}
        >
          {label}
        </Button>
      );
  }
}

/** The beginner guide: register, deposit, play, withdraw, each with a picture and a way to do it now. */
export function BeginnerGuide() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="guide-title">
      <Stack gap="4">
        <h2 id="guide-title">{t('guide.title')}</h2>
        <p className={styles.muted}>{t('guide.intro')}</p>
        <ol className={styles.cards}>
          {steps.map((step, index) => (
            <li key={step} className={styles.card}>
              <Stack gap="3" align="start">
                <h3>{t('guide.stepTitle', { number: index + 1, title: t(`guide.steps.${step}.title`) })}</h3>
                <p>{t(`guide.steps.${step}.text`)}</p>
                <img
                  className={styles.guidePicture}
                  src={pictures[step]}
                  alt={t(`guide.steps.${step}.alt`)}
                  {...pictureSize}
                  loading="lazy"
                  decoding="async"
                />
                <StepAction step={step} />
              </Stack>
            </li>
          ))}
        </ol>
      </Stack>
    </section>
  );
}
