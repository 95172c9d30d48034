import { noParams } from './account.ts';
import * as content from './content.ts';
import { get, send, T } from './define.ts';
import { ack } from './primitives.ts';
import * as support from './support.ts';

/** Help topics, feedback images and list, agent applications (issue 19): loaded on first call. */
export const contentEndpoints = {
  helpTopic: get('helpTopic', '/wps/system/helpTopic', content.helpTopicRequest, content.helpTopicValue),
  feedbackImage: send(
    'POST',
    'feedbackImage',
    '/wps/feedback/image',
    content.feedbackImageRequest,
    content.feedbackImageValue,
    { ...T, moduleId: 'FEEDBACK3' },
  ),
  feedbackList: get(
    'feedbackList',
    '/wps/feedback/list',
    content.feedbackListRequest,
    content.feedbackListValue,
    {
      ...T,
      moduleId: 'FEEDBACK3',
    },
  ),
  agentApply: send(
    'POST',
    'agentApply',
    '/wps/agent/application',
    content.agentApplyRequest,
    content.agentApplicationValue,
    { ...T, moduleId: 'AFFMAN3' },
  ),
  agentApplication: get(
    'agentApplication',
    '/wps/agent/application',
    noParams,
    content.agentApplicationValue,
    { ...T, moduleId: 'AFFMAN3' },
  ),
  /* Live support: the conversation also travels over the WebSocket at support.supportSocketPath. */
  supportConversation: get(
    'supportConversation',
    '/wps/support/conversation',
    support.supportConversationRequest,
    support.supportConversationValue,
    T,
  ),
  supportSend: send(
    'POST',
    'supportSend',
    '/wps/support/message',
    support.supportSendRequest,
    support.supportMessageValue,
    T,
  ),
  supportRead: send('POST', 'supportRead', '/wps/support/read', noParams, support.supportUnreadValue, T),
  supportUnread: get('supportUnread', '/wps/support/unread', noParams, support.supportUnreadValue, {
    ...T,
    silent: true,
  }),
  supportGuest: send('POST', 'supportGuest', '/wps/support/guest', support.supportGuestRequest, ack()),
} as const;
