export type { Notice, NoticeListLabels, NoticeListProps } from './NoticeList';
export { defaultNoticeListLabels, NoticeList, noticePageSize } from './NoticeList';
