import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageShell } from '../shell/index.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageShell page="notFound">
      <p>
        <Link to="/index">{t('actions.backHome')}</Link>
      </p>
    </PageShell>
  );
}
