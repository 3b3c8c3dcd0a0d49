import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { DISCOVER_STRINGS } from '../../config/strings';
import { SAVED_STRINGS } from '../../config/saved-strings';
import { Button, type ButtonStyleProps } from '../../components/Button/Button';
import { useToast } from '../../components/Toast/Toast';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';
import { downloadDocument } from '../../api/members';
import { ApiError } from '../../api/errors';
import { saveFile } from '../../lib/save-file';
import { documentUrl, useMemberCopy } from '../saved';
import { useIsLoggedIn } from '../../shell/session';

/** While it says "Mengunduh..." the button keeps the size it had, so nothing around it moves. */
const DownloadButton = styled(Button)<{ $keep?: { width: number; height: number } }>`
  ${({ $keep }) => ($keep ? `min-width: ${$keep.width}px; min-height: ${$keep.height}px;` : '')}
`;

export interface ProtectedDownloadProps {
  /** The document's file name on the API (GET /documents/{name}); the file is saved under it. */
  document: string;
  label: string;
  variant?: ButtonStyleProps['$variant'];
  /**
   * Whether the document is kept with its article by "Simpan untuk offline" (a drill sheet): then
   * a download that finds no network says how to keep it for the next time.
   */
  keptWithArticle?: boolean;
}

export const DOWNLOADING_LABEL = 'Mengunduh...';
export const DOWNLOAD_FAILED = 'Unduhan gagal';

/**
 * A members' PDF. A signed-in visitor's click downloads it through the API with the
 * session's token and saves it under its name; meanwhile the button says so and takes no
 * second click. A visitor who is not signed in, or whose session the server no longer
 * knows (401), gets the toast 'Login Required' and goes to /login; any other failure
 * gets a toast saying what went wrong, and the button is ready again.
 */
export function ProtectedDownload({
  document: name,
  label,
  variant = 'primary',
  keptWithArticle = false,
}: ProtectedDownloadProps) {
  const signedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const memberCopy = useMemberCopy();

  const loginRequired = () => {
    toast({
      title: DISCOVER_STRINGS.loginRequired,
      description: 'Silakan login untuk mengunduh dokumen ini.',
    });
    void navigate(ROUTES.login);
  };

  const download = async () => {
    if (running.current) return;
    if (!signedIn) return loginRequired();
    running.current = true;
    const rect = button.current?.getBoundingClientRect();
    setSize(rect && { width: Math.ceil(rect.width), height: Math.ceil(rect.height) });
    setBusy(true);
    try {
      saveFile(await downloadDocument(name), name);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return loginRequired();
      // No network (or no server): the copy this member saved for offline, when there is one.
      const unreachable = err instanceof ApiError && (err.isNetworkError || err.status >= 500);
      const copy = unreachable ? await memberCopy(documentUrl(name)).catch(() => null) : null;
      if (copy) return saveFile(await copy.blob(), name);
      toast({
        title: DOWNLOAD_FAILED,
        description:
          err instanceof ApiError && err.status === 404
            ? 'Dokumen ini tidak tersedia saat ini.'
            : err instanceof ApiError && err.isNetworkError
              ? keptWithArticle
                ? `${err.message} ${SAVED_STRINGS.pdfOfflineMissing}`
                : err.message
              : 'Dokumen tidak dapat diunduh saat ini. Coba lagi sebentar lagi.',
        variant: 'destructive',
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <DownloadButton
      ref={button}
      $variant={variant}
      $keep={busy ? size : undefined}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => void download()}
    >
      <StrokeIcon width="20" height="20" strokeLinecap="round">
        <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" />
      </StrokeIcon>
      {busy ? DOWNLOADING_LABEL : label}
    </DownloadButton>
  );
}
