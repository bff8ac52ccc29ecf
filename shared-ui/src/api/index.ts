export { type ApiCall, type ApiFailure, type ApiResult, handleApi } from './handle-api';
