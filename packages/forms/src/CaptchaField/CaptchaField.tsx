import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../kit/FormTextField.tsx';
import { controlOffset, growStyle, rowStyle } from '../kit/layout.ts';
import { useThrottledCallback } from '../kit/useThrottledCallback.ts';

/** docs/product.md § Constants and limits: the captcha image refreshes at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  /** The captcha PNG: a data URL, or bare base64 as the platform sends it. */
  captchaImage?: string;
  onRefreshCaptcha?: () => void;
  name?: string;
  isRequired?: boolean;
}

const imageSource = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`);

/** Captcha input beside its image; pressing the image asks for a new one. */
export function CaptchaField({
  captchaImage,
  onRefreshCaptcha,
  name = 'captcha',
  isRequired = true,
}: CaptchaFieldProps) {
  const { t } = useTranslation('forms');
  const refresh = useThrottledCallback(() => onRefreshCaptcha?.(), CAPTCHA_REFRESH_MS);
  return (
    <div style={rowStyle}>
      <div style={growStyle}>
        <FormTextField name={name} label={t('labels.captcha')} isRequired={isRequired} autoComplete="off" />
      </div>
      <div style={controlOffset}>
        <Button variant="outline" aria-label={t('actions.refreshCaptcha')} onPress={refresh}>
          {captchaImage ? (
            <img src={imageSource(captchaImage)} alt="" style={{ display: 'block', height: '1.75rem' }} />
          ) : null}
        </Button>
      </div>
    </div>
  );
}
