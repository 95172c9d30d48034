import { FormFileUpload } from '@playsite/forms';
import { useTranslation } from 'react-i18next';

interface OneImageFieldProps {
  /** The form field holding a File[] of at most one file. */
  name?: string;
  label: string;
  description: string;
  accept: readonly string[];
  maxBytes: number;
  /** The `wallet` key prefix of the type and size messages (`<problems>.type`, `<problems>.size`). */
  problems: string;
}

/** One image picked for upload (a proof, an avatar), in the wallet's words. */
export function OneImageField({ name = 'files', problems, ...props }: OneImageFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <FormFileUpload
      {...props}
      name={name}
      maxFiles={1}
      labels={{
        add: t('upload.add'),
        dropHint: t('upload.dropHint'),
        remove: t('upload.remove'),
        typeError: t(`${problems}.type`),
        sizeError: t(`${problems}.size`),
        tooMany: t('upload.tooMany'),
      }}
    />
  );
}
