export { ProtectedDownload } from './ProtectedDownload';
