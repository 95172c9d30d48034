import type { HelpTopicId } from '@playsite/api/contract';

/** One language's demo help texts: FAQ categories with [question, HTML answer], and the seven topics. */
export interface DemoHelpTexts {
  faq: { category: string; items: [string, string][] }[];
  topics: Record<HelpTopicId, { title: string; content: string }>;
}
