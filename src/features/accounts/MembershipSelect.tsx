import { useId } from 'react';
import styled from 'styled-components';
import { updateLocalMembership } from './local-auth';
import { MEMBERSHIP_LABELS } from '../../config/membership';
import { MEMBERSHIPS, type Membership } from './local-users';

export { MEMBERSHIP_LABELS };

const Select = styled.select`
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
const Wrap = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** Changes a local user's membership (basic by default). */
export function MembershipSelect({
  userId,
  value,
  label = 'Keanggotaan',
  hideLabel = false,
}: {
  userId: string;
  value: Membership;
  label?: string;
  /** For a table cell whose column header already says what it is. */
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => updateLocalMembership(userId, e.target.value as Membership)}
      >
        {MEMBERSHIPS.map((m) => (
          <option key={m} value={m}>
            {MEMBERSHIP_LABELS[m]}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
