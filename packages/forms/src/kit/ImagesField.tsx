import { ACTIVITY_LIMITS } from '@playsite/rules';
import { useTranslation } from 'react-i18next';
import { FormFileUpload } from './FormFileUpload.tsx';

const megabytes = ACTIVITY_LIMITS.imageMaxBytes / (1024 * 1024);

/** Proof pictures: png/jpg, 5 MB each, at most 3 (docs/product.md § Promotions), bound to `images`. */
export function ImagesField() {
  const { t } = useTranslation('forms');
  return (
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
  );
}
