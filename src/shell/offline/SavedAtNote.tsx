import styled from 'styled-components';
import { SAVED_AT_STRINGS as S } from './saved-at-strings';

const Note = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const TIME = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });

/** "Disimpan pukul 08.15" (today), "Disimpan 25 Nov pukul 08.15" (an earlier day). */
export function savedAtText(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = TIME.format(at);
  return at.toDateString() === now.toDateString() ? S.today(time) : S.earlier(DAY.format(at), time);
}

/**
 * Marks content shown from the device's cache with when it was fetched. `at` is an ISO date; the
 * marker is a <time> with it, for screen readers and the curious.
 */
export function SavedAtNote({ at, now }: { at: string; now?: Date }) {
  return (
    <Note>
      <time dateTime={at}>{savedAtText(at, now)}</time>
    </Note>
  );
}
