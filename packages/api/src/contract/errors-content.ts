/** Error codes of the calls in endpoints-content.ts (translated in locales/<lang>/errors.json). */
export const contentErrorCodes = {
  /** Not a png or jpg of the declared type, empty, or over 5 MB. */
  feedbackImageInvalid: 'feedback.image.invalid',
  /** An image id that is not one of the member's own unused uploads, or more than 3. */
  feedbackImageUnknown: 'feedback.image.unknown',
  /** Content outside the word bounds, or an unknown question type. */
  feedbackInvalid: 'feedback.invalid',
  agentApplicationPending: 'agent.application.pending',
  agentAlready: 'agent.application.already.agent',
  /** A support message that is empty or longer than 1000 characters. */
  supportMessageInvalid: 'support.message.invalid',
  /** A guest's message without a name or with an e-mail address that is not one. */
  supportGuestInvalid: 'support.guest.invalid',
} as const;
