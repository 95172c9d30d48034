import { Link } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../common/page/index.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="notFound">
      <p>
        <Link href="/index">{t('actions.backHome')}</Link>
      </p>
    </PageShell>
  );
}
