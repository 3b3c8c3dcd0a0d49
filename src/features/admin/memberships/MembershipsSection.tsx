import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Member, Membership } from '../../../../common/api/types';
import { Button } from '../../../components/Button/Button';
import { Spinner } from '../../../components/Spinner/Spinner';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { MEMBERSHIP_LABELS } from '../../../config/membership';
import { formatDateID } from '../../../lib/format';
import { useMemberships } from './use-memberships';

const S = MEMBER_STRINGS.memberships;
const PLANS = Object.keys(MEMBERSHIP_LABELS) as Membership[];

const Scroll = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  /* On a phone the table scrolls sideways rather than break names and dates mid-word. */
  min-width: 38rem;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  td {
    overflow-wrap: anywhere;
  }
`;
const Select = styled.select`
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/** One account's plan: a labelled select that saves on change and is busy while it saves. */
function PlanSelect({
  member,
  saving,
  onChange,
}: {
  member: Member;
  saving: Membership | undefined;
  onChange: (plan: Membership) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {S.selectLabel(member.email)}
      </label>
      <Select
        id={id}
        value={saving ?? member.membership}
        disabled={saving !== undefined}
        aria-busy={saving !== undefined}
        onChange={(e) => onChange(e.target.value as Membership)}
      >
        {PLANS.map((plan) => (
          <option key={plan} value={plan}>
            {MEMBERSHIP_LABELS[plan]}
          </option>
        ))}
      </Select>
    </>
  );
}

/** The settings page's accounts with their membership plans (admins only: GET /members). */
export function MembershipsSection() {
  const { list, saving, load, loadMore, setPlan } = useMemberships(S.loadFailed);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const change = (member: Member, plan: Membership) => {
    setNote(null);
    setPlan(member, plan).then(
      (saved) =>
        setNote({ text: S.saved(saved.email, MEMBERSHIP_LABELS[saved.membership]), failed: false }),
      (error: unknown) =>
        setNote({
          text: `${S.saveFailed(member.email)} ${error instanceof Error ? error.message : ''}`.trim(),
          failed: true,
        }),
    );
  };

  if (list.status === 'loading') return <Spinner label={S.loading} />;
  if (list.status === 'failed')
    return (
      <div role="alert">
        <Problem>{S.loadFailed}</Problem>
        <p>{list.message}</p>
        <Button $variant="secondary" onClick={load}>
          {S.retry}
        </Button>
      </div>
    );
  if (list.members.length === 0) return <p>{S.empty}</p>;
  return (
    <>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">Email</th>
              <th scope="col">Terdaftar</th>
              <th scope="col">Keanggotaan</th>
            </tr>
          </thead>
          <tbody>
            {list.members.map((m) => (
              <tr key={m.id}>
                <td>{m.name}</td>
                <td>{m.email}</td>
                <td>{formatDateID(m.createdAt)}</td>
                <td>
                  <PlanSelect member={m} saving={saving[m.id]} onChange={(p) => change(m, p)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p role="status">{note && !note.failed ? note.text : ''}</p>
      {note?.failed ? <Problem role="alert">{note.text}</Problem> : null}
      <Row>
        <span>{S.shown(list.members.length, list.total)}</span>
        {list.members.length < list.total ? (
          <Button $variant="secondary" onClick={loadMore} disabled={list.more === 'loading'}>
            {S.more}
          </Button>
        ) : null}
      </Row>
    </>
  );
}
