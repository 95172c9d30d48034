import { Button } from '@playsite/ui';
import { useCallback, useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { changePasswordValidators, type RegisterFieldSetting, validateAll } from '../rules/index.ts';
import { focusFirstInvalid, type SubmitHandler, submitSafely } from '../shared/errors.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { FormTextField } from '../shared/FormTextField.tsx';
import { actionsStyle, formStyle } from '../shared/layout.ts';

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
  /** Ask for the current password: only when the client does not hold it (SPEC.md §2.3). */
  askOldPassword?: boolean;
  /** The brand's password rule; letters and digits 6–12 otherwise. */
  passwordSetting?: RegisterFieldSetting;
}

/** New password twice (and the old one when needed), e.g. forced on first login or expiry. */
export function ChangePasswordForm({
  onSubmit,
  account,
  askOldPassword = false,
  passwordSetting,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
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
    <Form<Partial<ChangePasswordValues>>
      onSubmit={(raw) => submitSafely(onSubmit, toValues(raw))}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form
          ref={formRef}
          noValidate
          style={formStyle}
          aria-label={t('titles.changePassword')}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalid(formRef);
          }}
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
          <FormTextField
            name="newPassword"
            label={t('labels.newPassword')}
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <FormTextField
            name="confirmNewPassword"
            label={t('labels.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <FormAlert />
          <div style={actionsStyle}>
            <Button type="submit" isFullWidth isPending={submitting} pendingLabel={t('actions.pending')}>
              {t('actions.confirm')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
