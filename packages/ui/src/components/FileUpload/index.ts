export {
  defaultFileUploadLabels,
  FileUpload,
  type FileUploadLabels,
  type FileUploadProps,
} from './FileUpload';
export { type FileFacts, type FileIssue, fileIssue, isAccepted } from './fileChecks';
