import type { FeedbackRecord } from '@playsite/api';
import { FeedbackForm, type FeedbackValues } from '@playsite/forms';
import { Badge, Button, EmptyState, Stack } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { platform } from '../../../common/api/platform.ts';
import { checkProof, readBase64 } from '../../../common/files/proof.ts';
import { refusal } from '../../../common/panel/formRules.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { invalidateCall } from '../../../common/query/query.ts';
import { requireLogin } from '../../../common/router/guards.ts';
import { session } from '../../../common/stores/session.ts';
import * as styles from './help.css.ts';

/** Uploads the pictures one at a time (the form checked type, size and count), then sends the feedback. */
async function send(values: FeedbackValues) {
  const imageIds: string[] = [];
  for (const file of values.images ?? []) {
    const check = checkProof(file);
    if (!check.ok) throw new Error(check.problem);
    const { imageId } = await platform.call('feedbackImage', {
      contentType: check.contentType,
      data: await readBase64(file),
    });
    imageIds.push(imageId);
  }
  await platform.call('feedback', {
    questionType: values.questionType,
    content: values.content,
    ...(imageIds.length ? { imageIds } : {}),
  });
}

/** Feedback to the operator with pictures, and the member's own feedback with the replies. */
export function FeedbackSection() {
  const { t } = useTranslation('content');
  const { token } = useSnapshot(session);
  const [sent, setSent] = useState(0);
  return (
    <section aria-labelledby="feedback-title">
      <Stack gap="5">
        <h2 id="feedback-title">{t('feedback.title')}</h2>
        <p className={styles.muted}>{t('feedback.intro')}</p>
        {token ? (
          <>
            {sent > 0 ? <p role="status">{t('feedback.sent')}</p> : null}
            <FeedbackForm
              key={sent}
              withImages
              onSubmit={async (values) => {
                try {
                  await send(values);
                } catch (caught) {
                  return refusal(caught);
                }
                await invalidateCall('feedbackList');
                setSent((count) => count + 1);
              }}
            />
            <MyFeedback />
          </>
        ) : (
          <EmptyState
            title={t('feedback.loginNeeded')}
            action={<Button onPress={() => requireLogin()}>{t('feedback.login')}</Button>}
            size="sm"
          />
        )}
      </Stack>
    </section>
  );
}

function MyFeedback() {
  const { t } = useTranslation('content');
  const state = useCallQuery('feedbackList', { pageNo: 1, pageSize: 20 });
  return (
    <section aria-labelledby="my-feedback">
      <Stack gap="3">
        <h3 id="my-feedback">{t('feedback.mine')}</h3>
        <Loaded state={state} isEmpty={(page) => page.list.length === 0} emptyTitle={t('feedback.empty')}>
          {(page) => (
            <ul className={styles.cards}>
              {page.list.map((item) => (
                <FeedbackItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </Loaded>
      </Stack>
    </section>
  );
}

function FeedbackItem({ item }: { item: FeedbackRecord }) {
  const { t, i18n } = useTranslation('content');
  const { t: tf } = useTranslation('forms');
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(ms);
  return (
    <li className={styles.card} data-testid="feedback-item">
      <Stack gap="2">
        <Stack gap="1" align="start">
          <Badge tone={item.status === 'replied' ? 'brand' : 'neutral'}>
            {t(`feedback.status.${item.status}`)}
          </Badge>
          <strong>{tf(`questionTypes.${item.questionType}`)}</strong>
          <span className={styles.muted}>{date(item.createdAt)}</span>
        </Stack>
        <p className={styles.answer}>{item.content}</p>
        {item.images.length ? (
          <ul className={styles.thumbs} aria-label={t('feedback.images')}>
            {item.images.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('feedback.picture', { number: index + 1 })}
                    className={styles.thumb}
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {item.reply ? (
          <div className={styles.reply}>
            <strong>{t('feedback.reply')}</strong>
            <p>{item.reply}</p>
            {item.repliedAt ? <span className={styles.muted}>{date(item.repliedAt)}</span> : null}
          </div>
        ) : null}
      </Stack>
    </li>
  );
}
