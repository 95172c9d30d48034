import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showDialog } from '../../common/stores/modals.ts';
import { forgetThisDevice } from './device.ts';
import { logout } from './login.ts';

/** Logout asks first, then ends the session and goes home (docs/product.md § Accounts and sessions). */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () =>
    showDialog({
      kind: 'confirm',
      title: t('logout.title'),
      message: t('logout.message'),
      confirmLabel: t('logout.confirm'),
      cancelLabel: t('actions.cancel'),
      onConfirm: async () => {
        await forgetThisDevice();
        await logout();
        navigate('/');
      },
    });
}
