import { avatarContentTypes, avatarMaxBytes, type MemberIcon, type PlayerAvatars } from '@playsite/api';
import { FormShell, validateRules } from '@playsite/forms';
import { Inline } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { OneImageField } from '../../../../common/files/OneImageField.tsx';
import { checkProof, readBase64 } from '../../../../common/files/proof.ts';
import { errorText } from '../../../../common/panel/errorText.ts';
import { refusal } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';
import * as local from './security.css.ts';

interface AvatarPickerProps {
  avatars: PlayerAvatars;
  current: MemberIcon | undefined;
  onChanged: (icon: MemberIcon) => void;
}

/** A gallery picture (STATIC) in one press, or the member's own png/jpg (CUSTOM, at most 5 MB). */
export function AvatarPicker({ avatars, current, onChanged }: AvatarPickerProps) {
  const { t } = useTranslation('wallet');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** A gallery choice; its refusal shows under the gallery. */
  const choose = async (id: string) => {
    if (pending) return;
    setPending(id);
    setError(null);
    try {
      onChanged(await platform.call('setPlayerAvatar', { avatarId: id }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.card}>
      <div className={styles.stack}>
        <h4 className={styles.sectionTitle}>{t('security.gallery')}</h4>
        <Inline as="ul" gap="2" className={local.plainList} aria-label={t('security.gallery')}>
          {avatars.map((avatar, index) => {
            const id = String(avatar.avatarId);
            const selected =
              current?.avatarType === 'STATIC' && (current.avatar === id || current.avatar === avatar.avatar);
            return (
              <li key={id}>
                <button
                  type="button"
                  className={styles.avatarChoice}
                  aria-pressed={selected}
                  aria-busy={pending === id || undefined}
                  onClick={() => void choose(id)}
                >
                  <img
                    className={styles.avatar}
                    src={avatar.avatar}
                    alt={t('security.galleryItem', { number: index + 1 })}
                  />
                </button>
              </li>
            );
          })}
        </Inline>
        {error ? (
          <p role="alert" className={styles.message}>
            {error}
          </p>
        ) : null}
        <UploadForm onChanged={onChanged} />
      </div>
    </div>
  );
}

/** The same checks as the server's (it also reads the bytes): png or jpg, at most 5 MB. */
const validateUpload = validateRules({
  files: (value) => {
    const file = Array.isArray(value) ? (value[0] as File | undefined) : undefined;
    const check = file ? checkProof(file) : null;
    const problem = check === null ? 'missing' : check.ok ? null : check.problem;
    return problem ? `wallet:security.uploadProblem.${problem}` : undefined;
  },
});

/** The member's own picture (CUSTOM); the field empties once it is the avatar. */
function UploadForm({ onChanged }: Pick<AvatarPickerProps, 'onChanged'>) {
  const { t } = useTranslation('wallet');
  return (
    <FormShell<{ files?: File[] }>
      label={t('security.uploadTitle')}
      className={styles.stack}
      validate={validateUpload}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('security.uploadSubmit')}
      onSubmit={async ({ files }, form) => {
        const file = files?.[0];
        const check = file ? checkProof(file) : null;
        if (!file || !check?.ok) return;
        try {
          onChanged(
            await platform.call('uploadPlayerAvatar', {
              contentType: check.contentType,
              data: await readBase64(file),
            }),
          );
          form.change('files', undefined);
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <OneImageField
        label={t('security.uploadTitle')}
        description={t('security.uploadHint')}
        accept={avatarContentTypes}
        maxBytes={avatarMaxBytes}
        problems="security.uploadProblem"
      />
    </FormShell>
  );
}
