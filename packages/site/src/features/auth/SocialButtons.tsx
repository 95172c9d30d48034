import type { SocialProviders } from '@playsite/api';
import { Box, Button, Stack } from '@playsite/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../common/feedback/reportError.ts';
import * as styles from './SocialButtons.css.ts';
import { loadSocialProviders, startSocialSignIn } from './social.ts';

/** A generated monochrome mark: the provider's initial in a ring, in the button's colour (no brand artwork). */
function ProviderMark({ label }: { label: string }) {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
        {label.slice(0, 1).toUpperCase()}
      </text>
    </svg>
  );
}

/** Login modal: one button per social sign-in provider the operator enabled; nothing when none is. */
export function SocialButtons() {
  const { t } = useTranslation();
  const headingId = useId();
  const [providers, setProviders] = useState<SocialProviders>([]);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadSocialProviders().then((list) => {
      if (current) setProviders(list);
    });
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('login.social')}
      </h3>
      <ul className={styles.list}>
        {providers.map(({ provider, label }) => (
          <li key={provider}>
            <Button
              variant="outline"
              isFullWidth
              isPending={pending === provider}
              isDisabled={pending !== null && pending !== provider}
              pendingLabel={t('feedback.loading')}
              onPress={async () => {
                setPending(provider);
                // On success the page is leaving for the provider: the button stays pending.
                const outcome = await startSocialSignIn(provider);
                if (outcome.started) return;
                setPending(null);
                reportError(outcome.error);
              }}
            >
              <Box as="span" display="inline-flex" alignItems="center" gap="2">
                <ProviderMark label={label} />
                {t('login.socialContinue', { provider: label })}
              </Box>
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
