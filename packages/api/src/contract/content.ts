import { array, enums, type Infer, integer, object, optional, size, string, type } from 'superstruct';
import { pagedFilter } from './money.ts';
import { idLike, nonEmpty, page, text } from './primitives.ts';

/**
 * Help centre, feedback and agent applications (issue 19): the reference platform's choices where
 * public clients show only GET /wps/system/helpCenter and POST /wps/feedback.
 *
 * - Help topics are the footer's about-pages: rich text per language, answered in the Language
 *   header's language (English when the brand has no text in it). The site sanitises the HTML.
 * - Feedback images go up one at a time (png or jpg, at most 5 MB, base64 without the data:
 *   prefix) and the feedback names at most 3 of the member's own uploads.
 * - An agent application waits for an operator; the member reads its decision.
 */

export const helpTopicIds = [
  'company',
  'contact',
  'terms',
  'responsible',
  'privacy',
  'affiliates',
  'refund',
] as const;
export type HelpTopicId = (typeof helpTopicIds)[number];

export const helpTopicRequest = object({ topic: enums(helpTopicIds) });
export type HelpTopicRequest = Infer<typeof helpTopicRequest>;
export const helpTopicValue = type({
  topic: string(),
  title: string(),
  /** HTML: sanitise before showing. */
  content: string(),
  updatedAt: integer(),
});
export type HelpTopic = Infer<typeof helpTopicValue>;

/* ---------- feedback ---------- */

/** The question types a feedback may carry (labels: forms `questionTypes.<id>`). */
export const feedbackQuestionTypes = [
  'deposit',
  'withdrawal',
  'account',
  'game',
  'promotion',
  'other',
] as const;

export const feedbackImageLimits = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;
export const feedbackImageTypes = ['image/png', 'image/jpeg'] as const;

export const feedbackImageRequest = object({
  contentType: enums(feedbackImageTypes),
  data: size(string(), 1, Math.ceil((feedbackImageLimits.maxBytes * 4) / 3) + 4),
});
export type FeedbackImageRequest = Infer<typeof feedbackImageRequest>;
export const feedbackImageValue = type({ imageId: string() });

export const feedbackStatuses = ['pending', 'replied'] as const;
export const feedbackRecord = type({
  id: idLike(),
  questionType: string(),
  content: string(),
  /** URLs of the attached pictures. */
  images: array(string()),
  status: enums(feedbackStatuses),
  createdAt: integer(),
  reply: optional(string()),
  repliedAt: optional(integer()),
});
export type FeedbackRecord = Infer<typeof feedbackRecord>;
export const feedbackListRequest = object({ ...pagedFilter });
export type FeedbackListRequest = Infer<typeof feedbackListRequest>;
export const feedbackListValue = page(feedbackRecord);

/* ---------- agent applications ---------- */

export const agentApplyRequest = object({
  /** How the operator reaches the applicant: a phone number, messenger id or e-mail. */
  contact: nonEmpty(64),
  /** Where the applicant would bring players from (social media, community, website…). */
  channel: nonEmpty(32),
  message: text(500),
});
export type AgentApplyRequest = Infer<typeof agentApplyRequest>;

export const agentApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const agentApplicationRecord = type({
  id: idLike(),
  status: enums(agentApplicationStatuses),
  contact: string(),
  channel: string(),
  message: string(),
  createdAt: integer(),
  decidedAt: optional(integer()),
  remark: optional(string()),
});
export type AgentApplication = Infer<typeof agentApplicationRecord>;
/** The member's latest application, if any. */
export const agentApplicationValue = type({ application: optional(agentApplicationRecord) });
