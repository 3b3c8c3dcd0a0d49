export { ProtectedDownload } from './ProtectedDownload';
export { YouTubeFacade } from './YouTubeFacade';
