import { type HelpTopicId, helpTopicIds } from '@playsite/api';
import { Button, Link, Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../common/page/index.ts';
import { openSupport } from '../support/index.ts';
import { BeginnerGuide } from './help/BeginnerGuide.tsx';
import { FaqSection } from './help/FaqSection.tsx';
import { FeedbackSection } from './help/FeedbackSection.tsx';
import { TopicArticle } from './help/TopicArticle.tsx';

const isTopic = (value: string | null): value is HelpTopicId =>
  (helpTopicIds as readonly (string | null)[]).includes(value);

/**
 * The help centre (docs/product.md § Help, download and join-us): the FAQ with a search, or with `?topic=` one of
 * the footer's about-pages, the beginner guide (`guide`) or feedback (`feedback`).
 */
export function HelpCentre({ page }: { page: 'help' | 'helpmc' }) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const home = `/${page}`;
  return (
    <PageShell page={page}>
      <Stack gap="5">
        {topic ? <Link href={home}>{t('help.back')}</Link> : null}
        {isTopic(topic) ? (
          <TopicArticle topic={topic} />
        ) : topic === 'guide' ? (
          <BeginnerGuide />
        ) : topic === 'feedback' ? (
          <FeedbackSection />
        ) : (
          <>
            <FaqSection />
            <HelpLinks home={home} />
          </>
        )}
      </Stack>
    </PageShell>
  );
}

function HelpLinks({ home }: { home: string }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  return (
    <nav aria-labelledby="help-more">
      <h2 id="help-more">{t('help.moreTitle')}</h2>
      <ul>
        <li>
          <Link href={`${home}?topic=guide`}>{t('guide.title')}</Link>
        </li>
        <li>
          <Link href={`${home}?topic=feedback`}>{t('feedback.title')}</Link>
        </li>
        <li>
          <Link href="/winners">{tc('pages.winners.title')}</Link>
        </li>
        {helpTopicIds.map((id) => (
          <li key={id}>
            <Link href={`${home}?topic=${id}`}>{tc(`footer.about.${id}`)}</Link>
          </li>
        ))}
      </ul>
      <Button variant="outline" onPress={openSupport}>
        {t('help.chat')}
      </Button>
    </nav>
  );
}
