/**
 * `--wait-for URL` / `--wait SECONDS`: before a run, polls until the server answers,
 * so a CI job can start its server and the kit in one step. Any HTTP answer below
 * 500 counts as ready (a 404 from a path the server does not serve still proves it
 * listens); a refused connection, a timeout or a 5xx (a proxy in front of a server
 * still starting) means "not yet".
 */
export interface WaitOptions {
  url: string;
  seconds: number;
  /** between two attempts (default 500 ms) */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** Resolves with the answer's status once ready; rejects with what the last attempt saw. */
export async function waitForServer({
  url,
  seconds,
  intervalMs = 500,
  log,
}: WaitOptions): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no attempt';
  log?.(`waiting up to ${seconds} s for ${url}`);
  for (;;) {
    const left = deadline - Date.now();
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(Math.max(100, Math.min(5_000, left))),
      });
      await res.body?.cancel();
      if (res.status < 500) return res.status;
      last = `answered ${res.status}`;
    } catch (e) {
      const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
      last = cause instanceof Error ? cause.message : String(cause);
    }
    if (Date.now() + intervalMs > deadline)
      throw new Error(`${url} was not ready after ${seconds} s (last attempt: ${last})`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
