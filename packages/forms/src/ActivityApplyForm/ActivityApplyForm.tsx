import { ACTIVITY_LIMITS, activityApplyValidators, validateAll } from '@playsite/rules';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextArea } from '../kit/FormTextArea.tsx';
import { ImagesField } from '../kit/ImagesField.tsx';

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
      <ImagesField />
    </FormShell>
  );
}
