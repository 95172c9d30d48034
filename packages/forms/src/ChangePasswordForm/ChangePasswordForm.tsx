import type { FieldSetting } from '@playsite/api/contract';
import { changePasswordValidators, validateAll } from '@playsite/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextField, NewPasswordField } from '../kit/FormTextField.tsx';

export interface ChangePasswordValues {
  /** Present only when the form asked for it. */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps {
  onSubmit: SubmitHandler<ChangePasswordValues>;
  /** The account whose password changes, shown above the fields. */
  account?: string;
  /** Ask for the current password only when the client does not hold it (product.md § Change password). */
  askOldPassword?: boolean;
  /** The brand's password rule; letters and digits 6–12 otherwise. */
  passwordSetting?: FieldSetting;
}

/** New password twice (and the old one when needed), e.g. forced on first login or expiry. */
export function ChangePasswordForm({
  onSubmit,
  account,
  askOldPassword = false,
  passwordSetting,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('forms');
  const validate = useCallback(
    (values: Partial<ChangePasswordValues>) =>
      validateAll(changePasswordValidators({ oldPassword: askOldPassword, passwordSetting }), values),
    [askOldPassword, passwordSetting],
  );
  const toValues = (raw: Partial<ChangePasswordValues>): ChangePasswordValues => ({
    ...(askOldPassword ? { oldPassword: raw.oldPassword ?? '' } : {}),
    newPassword: raw.newPassword ?? '',
    confirmNewPassword: raw.confirmNewPassword ?? '',
  });

  return (
    <FormShell
      label={t('titles.changePassword')}
      onSubmit={onSubmit}
      toValues={toValues}
      validate={validate}
      submitLabel={t('actions.confirm')}
    >
      {account ? <p style={{ margin: 0 }}>{t('labels.account', { account })}</p> : null}
      {askOldPassword ? (
        <FormTextField
          name="oldPassword"
          label={t('labels.oldPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
      ) : null}
      <NewPasswordField name="newPassword" />
      <NewPasswordField name="confirmNewPassword" />
    </FormShell>
  );
}
