import { feedbackQuestionTypes } from '@playsite/api/contract';
import {
  countWords,
  FEEDBACK_WORDS,
  feedbackValidators,
  imagesValidator,
  validateAll,
} from '@playsite/rules';
import type { SelectOption } from '@playsite/ui';
import { useCallback } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormSelect } from '../kit/FormSelect.tsx';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextArea } from '../kit/FormTextArea.tsx';
import { ImagesField } from '../kit/ImagesField.tsx';

export interface FeedbackValues {
  questionType: string;
  /** Trimmed. */
  content: string;
  /** png/jpg, at most 3, 5 MB each (the activity apply limits), checked before onSubmit runs. */
  images?: File[];
}

/** Question types offered when the caller passes none; labels are `forms:questionTypes.<id>`. */
export const defaultQuestionTypes = feedbackQuestionTypes;

export interface FeedbackFormProps {
  onSubmit: SubmitHandler<FeedbackValues>;
  /** The platform's question types (value and translated label); a default list otherwise. */
  questionTypes?: readonly SelectOption[];
  /** Word bounds of the content (a brand setting); 10–500 when not given. */
  minWords?: number;
  maxWords?: number;
  /** Offer picture attachments (the caller uploads them). */
  withImages?: boolean;
}

interface Raw {
  questionType?: string;
  content?: string;
  images?: File[];
}

const toValues = (raw: Raw): FeedbackValues => ({
  questionType: raw.questionType ?? '',
  content: (raw.content ?? '').trim(),
  ...(raw.images?.length ? { images: raw.images } : {}),
});

/** The live word count, read with the content field. */
function useWordCount(min: number, max: number) {
  const { t } = useTranslation('forms');
  const { input } = useField<string>('content', { subscription: { value: true } });
  // Counting stops well past the maximum: a huge paste shows "N+" instead of stalling each keystroke.
  const cap = max * 4 + 100;
  const words = countWords(input.value ?? '', cap);
  return t('hints.wordCount', { count: words > cap ? `${cap}+` : words, min, max });
}

function ContentField({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation('forms');
  return (
    <FormTextArea
      name="content"
      label={t('labels.content')}
      rows={6}
      isRequired={min > 0}
      description={useWordCount(min, max)}
    />
  );
}

/** Feedback to the operator: a question type and content between N and M words. */
export function FeedbackForm({
  onSubmit,
  questionTypes,
  minWords = FEEDBACK_WORDS.min,
  maxWords = FEEDBACK_WORDS.max,
  withImages = false,
}: FeedbackFormProps) {
  const { t } = useTranslation('forms');
  const validate = useCallback(
    (raw: Raw) =>
      validateAll(
        { ...feedbackValidators({ minWords, maxWords }), images: imagesValidator },
        raw as Record<string, unknown>,
      ),
    [minWords, maxWords],
  );
  const options =
    questionTypes ?? defaultQuestionTypes.map((id) => ({ value: id, label: t(`questionTypes.${id}`) }));
  return (
    <FormShell
      label={t('titles.feedback')}
      onSubmit={onSubmit}
      toValues={toValues}
      validate={validate}
      submitLabel={t('actions.submit')}
    >
      <FormSelect
        name="questionType"
        label={t('labels.questionType')}
        placeholder={t('hints.chooseQuestionType')}
        options={options}
        isRequired
      />
      <ContentField min={minWords} max={maxWords} />
      {withImages ? <ImagesField /> : null}
    </FormShell>
  );
}
