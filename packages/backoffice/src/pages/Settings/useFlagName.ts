import { useTranslation } from 'react-i18next';
import { descriptionKey } from './modules.ts';

/**
 * A flag's name in the operator's language: "Free trial (FREEPLAY3)" for a module the back office
 * describes, the id alone for any other.
 */
export function useFlagName() {
  const { t } = useTranslation();
  return (modId: string) => {
    const key = descriptionKey(modId);
    return key ? t('settings.flags.name', { description: t(key), modId }) : modId;
  };
}
