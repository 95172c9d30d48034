import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { alert } from '../../layout/layout.css.ts';
import { warningBox } from './BrandStudio.css.ts';

interface ContrastWarningsProps {
  /** designReport's warnings: the pinned colours that miss WCAG AA (the server refuses them too). */
  warnings: readonly string[];
  /** Unpins the colours behind them, so the derivation moves them to reach AA. */
  onSolve: () => void;
}

/** Pinned colours that fail WCAG: publishing waits until they are unpinned or changed. */
export function ContrastWarnings({ warnings, onSolve }: ContrastWarningsProps) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <div role="alert" className={warningBox}>
      <p className={alert}>{t('studio.warnings.title')}</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <Button variant="outline" onPress={onSolve}>
        {t('studio.warnings.solve')}
      </Button>
    </div>
  );
}
