export { ApiError, isApiError, isNetworkError } from './api-error';
export {
  apiRequest,
  apiDownload,
  apiUrl,
  attachmentFilename,
  type ApiFile,
  requireField,
  API_TIMEOUT_MS,
  type ApiRequestOptions,
  type HttpMethod,
} from './api-request';
export {
  ACCESS_TOKEN_KEY,
  ACCESS_TOKEN_EXPIRES_KEY,
  requestAccessToken,
  getAccessToken,
  clearAccessToken,
  forgetMediaCookie,
} from './access-token';
export { mediaUrl, productImageUrl, fileUrl } from './media-url';
export { whenApiIdle } from './in-flight';
export { fileIdOf } from './file-id';
export { fetchContactByEmail, updateOwnProfile, updateContact } from './contacts';
export { apiUpload, UPLOAD_STALL_MS, type ApiUploadOptions } from './api-upload';
