import {
  nicknameMaxLength,
  type Profile,
  type ProfileFieldName,
  profileFieldMaxLength,
  type RegisterSettings,
  realNameMaxLength,
  shownProfileFields,
} from '@playsite/api';
import { FormShell, FormTextField, validateRules } from '@playsite/forms';
import { patternByName, profileValidators } from '@playsite/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { refusal } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';

type Values = { nickname?: string; realName?: string } & Partial<Record<ProfileFieldName, string>>;

/** Browser autofill hints where one fits. */
const autoComplete: Partial<Record<ProfileFieldName, string>> = {
  birthday: 'bday',
  address: 'street-address',
  nationality: 'country-name',
  occupation: 'organization-title',
};

const isoDateId = patternByName('dateYmd').id;

/**
 * Nickname and real name (set once: the server refuses a change), then the fields the brand's
 * field settings show (QQ, WhatsApp, Facebook, Telegram, Zalo, LINE, ID number, birthday,
 * address, nationality, occupation, source of income) with their required flags and patterns,
 * checked by the same @playsite/rules validators as the server.
 */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: (profile: Profile) => void }) {
  const { t } = useTranslation('wallet');
  const settings: RegisterSettings = useMemo(() => profile.fields ?? {}, [profile.fields]);
  const shown = shownProfileFields(settings);
  const validate = useMemo(() => validateRules(profileValidators(settings, new Date())), [settings]);
  const hint = (field: ProfileFieldName) => {
    if (field === 'zalo') return t('security.zaloHint');
    if (field === 'birthday' && settings.birthday?.patternId === isoDateId) return t('security.birthdayHint');
    return undefined;
  };
  return (
    <FormShell<Values>
      label={t('security.editProfile')}
      className={styles.card}
      initialValues={{
        nickname: profile.nickname ?? '',
        realName: profile.realName ?? '',
        ...Object.fromEntries(shown.map((field) => [field, profile[field] ?? ''])),
      }}
      validate={validate}
      isSubmitFullWidth={false}
      submitLabel={t('security.saveProfile')}
      onSubmit={async (values) => {
        const realName = values.realName ?? '';
        try {
          onDone(
            await platform.call('updateMemberProfile', {
              nickname: values.nickname ?? '',
              ...(profile.realNameLocked || !realName.trim() ? {} : { realName }),
              ...Object.fromEntries(shown.map((field) => [field, values[field] ?? ''])),
            }),
          );
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        <FormTextField
          name="nickname"
          label={t('security.nickname')}
          maxLength={nicknameMaxLength}
          autoComplete="nickname"
          description={t('security.nicknameHint')}
        />
        <FormTextField
          name="realName"
          label={t('security.realName')}
          maxLength={realNameMaxLength}
          autoComplete="name"
          isReadOnly={profile.realNameLocked}
          description={t(profile.realNameLocked ? 'security.realNameLocked' : 'security.realNameOnce')}
        />
        {shown.map((field) => (
          <FormTextField
            key={field}
            name={field}
            label={t(`security.${field}`)}
            maxLength={settings[field]?.maxLength ?? profileFieldMaxLength}
            isRequired={settings[field]?.required === true}
            autoComplete={autoComplete[field]}
            description={hint(field)}
          />
        ))}
      </div>
    </FormShell>
  );
}
