/**
 * The operator CLI's help-centre, feedback, agent-application and live-support commands as operator API calls:
 * [path, body] (a GET when the body is undefined). The CLI sends them to a running server or answers
 * them in-process (src/cli/operator.ts).
 */
export const contentUsage = `  pnpm --filter @playsite/server operator help-text faq|topic SLUG LANG "title" "html" [category]
                                                                            e.g. help-text topic terms en "Terms" "<p>…</p>"
  pnpm --filter @playsite/server operator help-remove faq|topic SLUG
  pnpm --filter @playsite/server operator feedback-queue                   unanswered feedback first
  pnpm --filter @playsite/server operator feedback-reply ID "reply"
  pnpm --filter @playsite/server operator agent-queue                      agent applications, pending first
  pnpm --filter @playsite/server operator agent-approve|agent-reject ID ["remark"]
  pnpm --filter @playsite/server operator support-queue                    live-support conversations, unread first
  pnpm --filter @playsite/server operator support-show ID                  one conversation (marks it read)
  pnpm --filter @playsite/server operator support-reply ID "message"       answer live (a guest by e-mail)`;

export function contentRequest(
  command: string,
  args: string[],
  merchant: string,
): [string, Record<string, unknown> | undefined] | undefined {
  const query = `?merchant=${encodeURIComponent(merchant)}`;
  switch (command) {
    case 'help-text': {
      const [kind, slug, language, title, content, category] = args;
      const sort = kind === 'faq' && /^\d+$/.test(slug ?? '') ? Number(slug) : undefined;
      return [
        '/__operator/content/article',
        { kind, slug, language, title, content, category, sort, merchant },
      ];
    }
    case 'help-remove':
      return ['/__operator/content/article-remove', { kind: args[0], slug: args[1], merchant }];
    case 'feedback-queue':
      return [`/__operator/content/feedback${query}`, undefined];
    case 'feedback-reply':
      return ['/__operator/content/feedback-reply', { id: Number(args[0]), reply: args[1], merchant }];
    case 'agent-queue':
      return [`/__operator/content/agent-applications${query}`, undefined];
    case 'agent-approve':
    case 'agent-reject':
      return [
        '/__operator/content/agent-decide',
        { id: Number(args[0]), approve: command === 'agent-approve', remark: args[1], merchant },
      ];
    case 'support-queue':
      return [`/__operator/support/queue${query}`, undefined];
    case 'support-show':
      return [`/__operator/support/conversation${query}&id=${encodeURIComponent(args[0] ?? '')}`, undefined];
    case 'support-reply':
      return ['/__operator/support/reply', { id: Number(args[0]), content: args[1], merchant }];
    default:
      return undefined;
  }
}
