import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../config/routes';
import { DISCOVER_STRINGS } from '../../config/strings';
import { Button, buttonStyles, type ButtonStyleProps } from '../../components/Button/Button';
import { useToast } from '../../components/Toast/Toast';
import { useIsLoggedIn } from '../session';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ProtectedDownloadProps {
  href: string;
  fileName: string;
  label: string;
  variant?: ButtonStyleProps['$variant'];
}

/**
 * A PDF that only signed-in visitors may download. A signed-in
 * visitor gets a real download link; anyone else gets a button that shows the
 * toast 'Login Required' and goes to /login.
 */
export function ProtectedDownload({
  href,
  fileName,
  label,
  variant = 'primary',
}: ProtectedDownloadProps) {
  const signedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { toast } = useToast();
  const icon = (
    <StrokeIcon width="20" height="20" strokeLinecap="round">
      <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" />
    </StrokeIcon>
  );
  if (signedIn) {
    return (
      <DownloadLink href={href} download={fileName} type="application/pdf" $variant={variant}>
        {icon}
        {label}
      </DownloadLink>
    );
  }
  return (
    <Button
      $variant={variant}
      onClick={() => {
        toast({
          title: DISCOVER_STRINGS.loginRequired,
          description: 'Silakan login untuk mengunduh dokumen ini.',
        });
        void navigate(ROUTES.login);
      }}
    >
      {icon}
      {label}
    </Button>
  );
}
