import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Field } from '../../../components/Field/Field';
import { useToast } from '../../../components/Toast/Toast';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { useSession } from '../../../shell/session';
import { deleteAccountMachine } from './delete-account.machine';

const STRINGS = MEMBER_STRINGS.deleteAccount;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
/** Side by side where they fit; on a phone each takes the whole row, the confirmation on top. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: ${({ theme }) => theme.space[3]};
  & > * {
    flex: 1 0 auto;
  }
`;

/**
 * "Hapus akun": the button, and the dialog that confirms with the password. Focus goes to the
 * password field when the dialog opens and back to it after a failure (its message is the
 * field's description); Escape and Batal close the dialog except while the request runs. After
 * the deletion the session ends (storage and offline data cleared), the site goes home and a
 * notice says the account is gone.
 */
export function DeleteAccount() {
  const { actor: session } = useSession();
  const { toast } = useToast();
  const [state, send] = useMachine(
    deleteAccountMachine.provide({
      actors: {
        deleteRequest: fromPromise(async ({ input }: { input: { password: string } }) =>
          (await import('../../../api/auth')).deleteAccount(input),
        ),
      },
      actions: {
        accountDeleted: () => {
          toast({ title: STRINGS.deletedTitle, description: STRINGS.deletedDescription });
          session.send({ type: 'session.accountDeleted' });
        },
      },
    }),
  );
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const busy = state.hasTag('busy');
  const open = state.matches('editing') || busy;
  const { error } = state.context;

  // After a failure the field takes focus again, its text selected for retyping.
  useEffect(() => {
    if (error && state.matches('editing')) input.current?.select();
  }, [error, state]);

  return (
    <>
      <button
        type="button"
        data-danger=""
        onClick={() => {
          setPassword('');
          send({ type: 'deleteAccount.open' });
        }}
      >
        {STRINGS.open}
      </button>
      <Dialog
        open={open}
        onClose={() => send({ type: 'deleteAccount.close' })}
        title={STRINGS.title}
        description={STRINGS.description}
        size="sm"
        alert
        hideClose
      >
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'deleteAccount.submit', password });
          }}
        >
          <Field
            ref={input}
            label={STRINGS.password}
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            readOnly={busy}
            error={error ?? undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'deleteAccount.close' })}
            >
              {STRINGS.cancel}
            </Button>
            <Button type="submit" $variant="danger" disabled={busy} aria-busy={busy || undefined}>
              {busy ? STRINGS.deleting : STRINGS.confirm}
            </Button>
          </Actions>
        </Form>
      </Dialog>
    </>
  );
}
