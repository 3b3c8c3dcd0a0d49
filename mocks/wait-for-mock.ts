// `npm run dev:mock` starts Prism and the Vite dev server together, and the browser may ask
// /api before Prism listens: the dev server's proxy would then print a stack trace per request.
// This middleware holds a request to /api until the mock accepts connections (saying so once),
// then lets the proxy forward it; past the wait it lets the request through, and the proxy
// answers 502 as usual.
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';

/** How long a request waits for the mock to start, and how often it looks. */
export const MOCK_START_WAIT_MS = 30_000;
const LOOK_EVERY_MS = 200;

/** Whether something accepts a TCP connection at `url`'s host and port. */
function listening(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port) || 80, url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function waitForMock(
  target: string,
  say: (line: string) => void,
  { waitMs = MOCK_START_WAIT_MS } = {},
) {
  const url = new URL(target);
  let up = false;
  let said = false;
  let starting: Promise<void> | undefined;
  const whenUp = () =>
    (starting ??= (async () => {
      const deadline = Date.now() + waitMs;
      while (!(await listening(url))) {
        if (!said) {
          said = true;
          say(
            `mock: Prism is still starting; requests to /api wait for it (at most ${waitMs / 1000} s).`,
          );
        }
        if (Date.now() > deadline) return;
        await new Promise((r) => setTimeout(r, LOOK_EVERY_MS));
      }
      up = true;
    })().finally(() => {
      starting = undefined;
    }));
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    if (up || !(req.url ?? '').startsWith('/api/')) return next();
    void whenUp().then(() => next());
  };
}
