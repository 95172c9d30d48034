import { noParams } from './account.ts';
import * as content from './content.ts';
import { get, send, T } from './define.ts';

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
} as const;
