import { contactMaxLength, nicknameMaxLength, type Profile, realNameMaxLength } from '@playsite/api';
import { Button, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { errorText } from '../../../../shared/panel/errorText.ts';
import * as styles from '../../../../shared/panel/panel.css.ts';

const contacts = ['whatsapp', 'telegram', 'line'] as const;
type Contact = (typeof contacts)[number];

/** Nickname and contacts, changed freely; the real name, set once (the server refuses a change). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: (profile: Profile) => void }) {
  const { t } = useTranslation('wallet');
  const [values, setValues] = useState({
    nickname: profile.nickname ?? '',
    realName: profile.realName ?? '',
    whatsapp: profile.whatsapp ?? '',
    telegram: profile.telegram ?? '',
    line: profile.line ?? '',
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onDone(
        await platform.call('updateMemberProfile', {
          nickname: values.nickname,
          ...(profile.realNameLocked || !values.realName.trim() ? {} : { realName: values.realName }),
          whatsapp: values.whatsapp,
          telegram: values.telegram,
          line: values.line,
        }),
      );
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={t('security.editProfile')}>
      <div className={styles.stack}>
        <TextField
          label={t('security.nickname')}
          value={values.nickname}
          onChange={set('nickname')}
          maxLength={nicknameMaxLength}
          autoComplete="nickname"
          description={t('security.nicknameHint')}
        />
        <TextField
          label={t('security.realName')}
          value={values.realName}
          onChange={set('realName')}
          maxLength={realNameMaxLength}
          autoComplete="name"
          isReadOnly={profile.realNameLocked}
          description={t(profile.realNameLocked ? 'security.realNameLocked' : 'security.realNameOnce')}
        />
        {contacts.map((field: Contact) => (
          <TextField
            key={field}
            label={t(`security.${field}`)}
            value={values[field]}
            onChange={set(field)}
            maxLength={contactMaxLength}
          />
        ))}
        {error ? (
          <p role="alert" className={styles.message}>
            {error}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" isPending={pending} pendingLabel={t('actions.pending')}>
            {t('security.saveProfile')}
          </Button>
        </div>
      </div>
    </form>
  );
}
