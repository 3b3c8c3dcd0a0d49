import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { MENU_HOVER_DELAY_MS } from '../../config/constants';
import type { NavMenuEvent, navMenuMachine } from './nav-menu.machine';

type NavMenuActor = ActorRefFrom<typeof navMenuMachine>;

/**
 * The desktop submenus' state (nav-menu.machine), kept out of the JavaScript a page needs before
 * it is interactive: the machine's module starts loading once the navigation has mounted, and the
 * events sent before it runs are kept and sent to it, in order, as it starts. Returns the id of
 * the open submenu (null when none is) and `send`.
 */
export function useNavMenu() {
  const [actor, setActor] = useState<NavMenuActor>();
  const pending = useRef<{ actor?: NavMenuActor; events: NavMenuEvent[] }>({ events: [] });

  useEffect(() => {
    const current = pending.current;
    let mounted = true;
    import('./nav-menu.machine').then(
      ({ navMenuMachine: machine }) => {
        if (!mounted) return;
        const started = createActor(
          machine.provide({ delays: { hoverDelay: MENU_HOVER_DELAY_MS } }),
        ).start();
        current.actor = started;
        for (const event of current.events.splice(0)) started.send(event);
        setActor(started);
      },
      // Without its chunk (offline) the submenus stay closed; their links are in the page anyway.
      () => undefined,
    );
    return () => {
      mounted = false;
      current.actor?.stop();
      current.actor = undefined;
    };
  }, []);

  const send = useCallback((event: NavMenuEvent) => {
    const current = pending.current;
    if (current.actor) current.actor.send(event);
    else current.events.push(event);
  }, []);

  const active = useSelector(actor, (snapshot) =>
    snapshot?.hasTag('open') ? snapshot.context.active : null,
  );
  return { active, send };
}
