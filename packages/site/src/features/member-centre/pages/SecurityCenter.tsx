import type { MemberIcon } from '@playsite/api';
import { ChangePasswordForm, type ChangePasswordValues, FORM_ERROR } from '@playsite/forms';
import { Button, Inline, Skeleton } from '@playsite/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loadMember } from '../../../common/account/member.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { member } from '../../../common/stores/member.ts';
import { session } from '../../../common/stores/session.ts';
import { settings } from '../../../common/stores/settings.ts';
import { submitChangePassword } from '../../auth/index.ts';
import { AvatarPicker } from './security/AvatarPicker.tsx';
import { BindEmailForm } from './security/BindEmailForm.tsx';
import { BindMobileForm } from './security/BindMobileForm.tsx';
import { ProfileForm } from './security/ProfileForm.tsx';

type Section = 'avatar' | 'profile' | 'mobile' | 'email';

/**
 * My account: profile fields, avatar, bound mobile and e-mail, and the password change. Each of
 * avatar, profile, mobile and e-mail opens its form in place; the page shows the result at once.
 */
export default function SecurityCenter() {
  const { t } = useTranslation('wallet');
  const { info } = useSnapshot(member);
  const { account } = useSnapshot(session);
  const { register } = useSnapshot(settings);
  const icon = useCallQuery('memberIcon');
  const avatars = useCallQuery('playerAvatars');
  const profile = useCallQuery('memberProfile');
  const [changedIcon, setChangedIcon] = useState<MemberIcon>();
  const [open, setOpen] = useState<Section | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const formId = useId();

  if (!info) return <Skeleton lines={6} />;
  const shownIcon = changedIcon ?? icon.data;
  const avatarSrc = shownIcon
    ? shownIcon.avatarType === 'STATIC'
      ? (avatars.data?.find((a) => String(a.avatarId) === shownIcon.avatar)?.avatar ?? shownIcon.avatar)
      : shownIcon.avatar
    : undefined;

  const toggle = (section: Section) => {
    setNotice(null);
    setOpen((current) => (current === section ? null : section));
  };
  const finished = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  /** The button that opens (and closes) a section's form. */
  const opener = (section: Section, label: string) => (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open === section}
      aria-controls={open === section ? `${formId}-${section}` : undefined}
      onPress={() => toggle(section)}
    >
      {label}
    </Button>
  );
  const form = (section: Section, content: ReactNode) =>
    open === section ? <div id={`${formId}-${section}`}>{content}</div> : null;

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
    if (outcome.kind !== 'done') return { [FORM_ERROR]: undefined };
    setChanged(true);
    return undefined;
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {avatarSrc ? (
          <img className={styles.avatar} src={avatarSrc} alt={t('security.avatar')} />
        ) : icon.status === 'loading' ? (
          <Skeleton shape="circle" />
        ) : null}
        {shownIcon ? (
          <span className={styles.muted}>
            {t(shownIcon.avatarType === 'CUSTOM' ? 'security.avatarCustom' : 'security.avatarStatic')}
          </span>
        ) : null}
        {opener('avatar', t('security.changeAvatar'))}
      </div>
      {form(
        'avatar',
        <Loaded state={avatars}>
          {(gallery) => (
            <AvatarPicker
              avatars={gallery}
              current={shownIcon}
              onChanged={(next) => {
                setChangedIcon(next);
                setNotice(t('security.avatarChanged'));
              }}
            />
          )}
        </Loaded>,
      )}
      <dl className={styles.fieldList}>
        <dt>{t('security.account')}</dt>
        <dd>{info.account}</dd>
        <dt>{t('security.nickname')}</dt>
        <dd>{info.nickname || <span className={styles.muted}>{t('security.notSet')}</span>}</dd>
        <dt>{t('security.realName')}</dt>
        <dd>{profile.data?.realName || <span className={styles.muted}>{t('security.notSet')}</span>}</dd>
        <dt>{t('security.mobile')}</dt>
        <Inline as="dd" gap="2" align="center">
          {bound(info.mobile)}
          {opener('mobile', t(info.mobile ? 'security.changeMobile' : 'security.bindMobile'))}
        </Inline>
        <dt>{t('security.email')}</dt>
        <Inline as="dd" gap="2" align="center">
          {bound(info.email)}
          {opener('email', t(info.email ? 'security.changeEmail' : 'security.bindEmail'))}
        </Inline>
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
      <div className={styles.row}>{profile.data ? opener('profile', t('security.editProfile')) : null}</div>
      {form(
        'profile',
        profile.data ? (
          <ProfileForm
            profile={profile.data}
            onDone={() => {
              profile.reload();
              void loadMember();
              finished(t('security.profileSaved'));
            }}
          />
        ) : null,
      )}
      {form(
        'mobile',
        <BindMobileForm
          isChange={Boolean(info.mobile)}
          onDone={() => {
            void loadMember();
            finished(t('security.mobileBound'));
          }}
        />,
      )}
      {form(
        'email',
        <BindEmailForm
          isChange={Boolean(info.email)}
          onDone={() => {
            void loadMember();
            finished(t('security.emailBound'));
          }}
        />,
      )}
      {notice ? (
        <p role="status" className={styles.message}>
          {notice}
        </p>
      ) : null}
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
