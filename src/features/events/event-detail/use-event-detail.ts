import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ROUTES } from '../../../config/routes';
import { DISCOVER_STRINGS } from '../../../config/strings';
import { useToast } from '../../../components/Toast/Toast';
import { eventDetailMachine } from '../event-detail.machine';
import { browserShareEnv, shareOrCopy } from '../share';

/**
 * The event detail machine wired to the router (checkout), the share sheet or clipboard and
 * the toasts. `loadMs` is the simulated load's length.
 */
export function useEventDetail(eventId: string, loadMs: number) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const machine = useMemo(
    () =>
      eventDetailMachine.provide({
        actions: {
          goToCheckout: (_, { eventId: id }) => {
            void navigate(ROUTES.checkout(id));
          },
          notifyShare: (_, { outcome }) => {
            if (outcome === 'copied')
              toast({
                title: 'Tautan disalin',
                description: 'Link event sudah disalin ke clipboard.',
              });
          },
          notifyShareFailure: (_, { kind }) =>
            toast({
              title:
                kind === 'share' ? DISCOVER_STRINGS.sharingFailed : DISCOVER_STRINGS.copyFailed,
              description:
                kind === 'share'
                  ? 'Event tidak dapat dibagikan. Coba lagi.'
                  : 'Link tidak dapat disalin. Salin dari bilah alamat.',
              variant: 'destructive',
            }),
        },
        delays: { loadDelay: loadMs },
        actors: {
          shareLink: fromPromise(({ input }) =>
            shareOrCopy(browserShareEnv(), { ...input, url: window.location.href }),
          ),
        },
      }),
    [navigate, toast, loadMs],
  );
  return useMachine(machine, { input: { eventId } });
}

export type EventDetailSend = ReturnType<typeof useEventDetail>[1];
