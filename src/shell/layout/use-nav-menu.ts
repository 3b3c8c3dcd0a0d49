import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { MENU_HOVER_DELAY_MS } from '../../config/constants';
import type { NavMenuEvent } from './nav-menu.machine';

type MachineModule = typeof import('./nav-menu.machine');
type NavMenuActor = ActorRefFrom<MachineModule['navMenuMachine']>;

// The submenus' machine is its own chunk, kept out of the JavaScript a page needs before it is
// interactive. It starts loading as this module is evaluated, in parallel with the page's own
// chunks, so it is almost always there when the navigation mounts.
let loaded: MachineModule | undefined;
const loading = import('./nav-menu.machine').then(
  (module) => (loaded = module),
  // Without its chunk (offline) the submenus stay closed; their links are in the page anyway.
  () => undefined,
);

/**
 * The desktop submenus' state (nav-menu.machine). The actor starts as the navigation mounts, or
 * as soon as the machine's chunk arrives if it was not there yet; events sent before it runs are
 * kept and sent to it, in order, as it starts. Returns the id of the open submenu (null when none
 * is) and `send`.
 */
export function useNavMenu() {
  const [actor, setActor] = useState<NavMenuActor>();
  const pending = useRef<{ actor?: NavMenuActor; events: NavMenuEvent[] }>({ events: [] });

  useEffect(() => {
    const current = pending.current;
    let mounted = true;
    const run = (module: MachineModule | undefined) => {
      if (!mounted || !module) return;
      const started = createActor(
        module.navMenuMachine.provide({ delays: { hoverDelay: MENU_HOVER_DELAY_MS } }),
      ).start();
      current.actor = started;
      for (const event of current.events.splice(0)) started.send(event);
      setActor(started);
    };
    if (loaded) run(loaded);
    else void loading.then(run);
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
