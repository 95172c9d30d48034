import { ChangePasswordForm, type ChangePasswordValues, FORM_ERROR } from '@playsite/forms';
import { Skeleton } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { submitChangePassword } from '../../account/submit.ts';
import { member } from '../../stores/member.ts';
import { session } from '../../stores/session.ts';
import { settings } from '../../stores/settings.ts';
import * as styles from '../MemberCenter.css.ts';
import { formatTime } from '../shared/Money.tsx';
import { useCall } from '../shared/useCall.ts';

/** My account: profile fields, avatar, bound mobile and e-mail, and the password change. */
export default function SecurityCenter() {
  const { t } = useTranslation('wallet');
  const { info } = useSnapshot(member);
  const { account } = useSnapshot(session);
  const { register } = useSnapshot(settings);
  const icon = useCall('memberIcon');
  const avatars = useCall('playerAvatars');
  const [changed, setChanged] = useState(false);

  if (!info) return <Skeleton lines={6} />;
  const avatarSrc =
    icon.status === 'ready'
      ? icon.data.avatarType === 'STATIC'
        ? (avatars.data?.find((a) => String(a.avatarId) === icon.data.avatar)?.avatar ?? icon.data.avatar)
        : icon.data.avatar
      : undefined;

  const bound = (value: string | null | undefined) =>
    value ? (
      <span>
        {value} <span className={styles.muted}>({t('security.bound')})</span>
      </span>
    ) : (
      <span className={styles.muted}>{t('security.notBound')}</span>
    );

  const onSubmit = async (values: ChangePasswordValues) => {
    setChanged(false);
    const outcome = await submitChangePassword(values);
    if (!outcome.ok) return { [FORM_ERROR]: undefined };
    setChanged(true);
    return undefined;
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {avatarSrc ? (
          <img className={styles.avatar} src={avatarSrc} alt={t('security.avatar')} />
        ) : (
          <Skeleton shape="circle" />
        )}
        {icon.status === 'ready' ? (
          <span className={styles.muted}>
            {t(icon.data.avatarType === 'CUSTOM' ? 'security.avatarCustom' : 'security.avatarStatic')}
          </span>
        ) : null}
      </div>
      <dl className={styles.fieldList}>
        <dt>{t('security.account')}</dt>
        <dd>{info.account}</dd>
        <dt>{t('security.nickname')}</dt>
        <dd>{info.nickname || <span className={styles.muted}>{t('security.notSet')}</span>}</dd>
        <dt>{t('security.mobile')}</dt>
        <dd>{bound(info.mobile)}</dd>
        <dt>{t('security.email')}</dt>
        <dd>{bound(info.email)}</dd>
        {info.regDate ? (
          <>
            <dt>{t('security.regDate')}</dt>
            <dd>{formatTime(info.regDate)}</dd>
          </>
        ) : null}
        {info.clubLabel ? (
          <>
            <dt>{t('security.rank')}</dt>
            <dd>{info.clubLabel.labelName}</dd>
          </>
        ) : null}
      </dl>
      {!info.mobile || !info.email ? <p className={styles.muted}>{t('security.bindHint')}</p> : null}
      <h4 className={styles.sectionTitle}>{t('security.changePassword')}</h4>
      <ChangePasswordForm
        onSubmit={onSubmit}
        account={account ?? undefined}
        askOldPassword
        passwordSetting={register?.password}
      />
      {changed ? (
        <p role="status" className={styles.message}>
          {t('security.passwordChanged')}
        </p>
      ) : null}
    </div>
  );
}
