import { ACTIVITY_LIMITS, activityApplyValidators, validateAll } from '@playsite/rules';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormFileUpload } from '../kit/FormFileUpload.tsx';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextArea } from '../kit/FormTextArea.tsx';

export interface ActivityApplyValues {
  /** Trimmed; may be empty. */
  comment: string;
  /** png/jpg, at most 3, 5 MB each (checked before onSubmit runs). */
  images: File[];
}

export interface ActivityApplyFormProps {
  onSubmit: SubmitHandler<ActivityApplyValues>;
  /** The activity (promotion) applied for, shown above the fields. */
  activityName?: string;
}

interface Raw {
  comment?: string;
  images?: File[];
}

const validators = activityApplyValidators();
const validate = (raw: Raw) => validateAll(validators, raw as Record<string, unknown>);
const toValues = (raw: Raw): ActivityApplyValues => ({
  comment: (raw.comment ?? '').trim(),
  images: raw.images ?? [],
});
const megabytes = ACTIVITY_LIMITS.imageMaxBytes / (1024 * 1024);

/** Apply for an activity with a comment and proof images (docs/product.md § Promotions). */
export function ActivityApplyForm({ onSubmit, activityName }: ActivityApplyFormProps) {
  const { t } = useTranslation('forms');
  return (
    <FormShell
      label={t('titles.activityApply')}
      onSubmit={onSubmit}
      toValues={toValues}
      validate={validate}
      submitLabel={t('actions.submit')}
    >
      {activityName ? <p style={{ margin: 0 }}>{t('labels.activity', { name: activityName })}</p> : null}
      <FormTextArea
        name="comment"
        label={t('labels.comment')}
        maxLength={ACTIVITY_LIMITS.commentMax}
        rows={3}
        counter={(count) => t('hints.commentLength', { count, max: ACTIVITY_LIMITS.commentMax })}
      />
      <FormFileUpload
        name="images"
        label={t('labels.images')}
        accept={ACTIVITY_LIMITS.imageTypes}
        maxBytes={ACTIVITY_LIMITS.imageMaxBytes}
        maxFiles={ACTIVITY_LIMITS.imageMaxCount}
        description={t('hints.images', { size: megabytes, count: ACTIVITY_LIMITS.imageMaxCount })}
        labels={{
          add: t('actions.addImages'),
          dropHint: t('hints.dropImages'),
          // ui fills {name}; i18next leaves the placeholder as given.
          remove: t('actions.removeImage', { name: '{name}' }),
          typeError: t('validation.imageType'),
          sizeError: t('validation.imageSize', { max: megabytes }),
          tooMany: t('validation.imageCount', { max: ACTIVITY_LIMITS.imageMaxCount }),
        }}
      />
    </FormShell>
  );
}
