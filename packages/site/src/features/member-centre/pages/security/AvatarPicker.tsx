import { avatarContentTypes, avatarMaxBytes, type MemberIcon, type PlayerAvatars } from '@playsite/api';
import { Button, FileUpload } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { checkProof, readBase64 } from '../../../../shared/files/proof.ts';
import { errorText } from '../../../../shared/panel/errorText.ts';
import * as styles from '../../../../shared/panel/panel.css.ts';
import * as local from './security.css.ts';

interface AvatarPickerProps {
  avatars: PlayerAvatars;
  current: MemberIcon | undefined;
  onChanged: (icon: MemberIcon) => void;
}

/** A gallery picture (STATIC) in one press, or the member's own png/jpg (CUSTOM, at most 5 MB). */
export function AvatarPicker({ avatars, current, onChanged }: AvatarPickerProps) {
  const { t } = useTranslation('wallet');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = files[0];
  // The same checks as the server's (it also reads the bytes): png or jpg, at most 5 MB.
  const check = file ? checkProof(file) : null;
  const problem = check === null ? 'missing' : check.ok ? null : check.problem;

  const change = async (key: string, call: () => Promise<MemberIcon>) => {
    if (pending) return;
    setPending(key);
    setError(null);
    try {
      onChanged(await call());
      return true;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    } finally {
      setPending(null);
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!file || !check?.ok) return;
    const contentType = check.contentType;
    const done = await change('upload', async () =>
      platform.call('uploadPlayerAvatar', { contentType, data: await readBase64(file) }),
    );
    if (done) {
      setFiles([]);
      setTried(false);
    }
  };

  return (
    <div className={styles.card}>
      <div className={styles.stack}>
        <h4 className={styles.sectionTitle}>{t('security.gallery')}</h4>
        <ul className={local.gallery} aria-label={t('security.gallery')}>
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
                  onClick={() => void change(id, () => platform.call('setPlayerAvatar', { avatarId: id }))}
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
        </ul>
        <form className={styles.stack} onSubmit={upload} noValidate aria-label={t('security.uploadTitle')}>
          <FileUpload
            label={t('security.uploadTitle')}
            description={t('security.uploadHint')}
            value={files}
            onChange={setFiles}
            accept={avatarContentTypes}
            maxBytes={avatarMaxBytes}
            maxFiles={1}
            errorMessage={tried && problem ? t(`security.uploadProblem.${problem}`) : undefined}
            labels={{
              add: t('upload.add'),
              dropHint: t('upload.dropHint'),
              remove: t('upload.remove'),
              typeError: t('security.uploadProblem.type'),
              sizeError: t('security.uploadProblem.size'),
              tooMany: t('upload.tooMany'),
            }}
          />
          <div className={styles.row}>
            <Button type="submit" isPending={pending === 'upload'} pendingLabel={t('actions.pending')}>
              {t('security.uploadSubmit')}
            </Button>
          </div>
        </form>
        {error ? (
          <p role="alert" className={styles.message}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
