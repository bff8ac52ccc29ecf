export { type FileResult, postForFile, saveFile } from './fetch-file';
export { type ApiCall, type ApiFailure, type ApiResult, handleApi } from './handle-api';
