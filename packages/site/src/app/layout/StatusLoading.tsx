import { useTranslation } from 'react-i18next';
import { brand } from '../../common/brand/index.ts';
import { BootShell } from './BootShell.tsx';

/** While the system status is asked for: the same shell the page's static HTML showed. */
export function StatusLoading() {
  const { t } = useTranslation();
  return <BootShell brandName={brand.name} label={t('feedback.loading')} />;
}
