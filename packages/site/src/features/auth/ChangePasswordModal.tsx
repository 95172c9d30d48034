import { ChangePasswordForm, type ChangePasswordValues } from '@playsite/forms';
import { Modal, Stack, Text } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { closeModal, type ModalPayloads } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { settings } from '../../common/stores/settings.ts';
import { showRefusal } from './refusal.ts';
import { submitChangePassword } from './submit.ts';

/**
 * changePassModal. Forced after a login with the default or an expired password: it cannot be
 * dismissed, and the old password is the one just typed. Afterwards: reload info, close, go to /.
 */
export function ChangePasswordModal({ payload }: { payload: ModalPayloads['changePassModal'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useSnapshot(session);
  const { register } = useSnapshot(settings);
  const forced = payload?.forced === true;
  const heldPassword = payload?.oldPassword;

  const onSubmit = async (values: ChangePasswordValues) => {
    const outcome = await submitChangePassword({
      oldPassword: values.oldPassword ?? heldPassword,
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    });
    if (outcome.kind !== 'done') return showRefusal(outcome);
    closeModal('changePassModal');
    navigate('/');
    return undefined;
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('changePassModal')}
      onBeforeClose={() => !forced}
      isDismissable={!forced}
      closeButton={forced ? 'none' : 'corner'}
      title={t('changePassword.title')}
      labels={{ close: t('actions.close') }}
    >
      <Stack gap="4">
        {forced ? (
          <Text as="p" isMuted marginBlock="0">
            {t('changePassword.forced')}
          </Text>
        ) : null}
        <ChangePasswordForm
          onSubmit={onSubmit}
          account={account ?? undefined}
          askOldPassword={!heldPassword}
          passwordSetting={register?.password}
        />
      </Stack>
    </Modal>
  );
}
