import { ShareFailure, type ShareOutcome } from './event-detail.machine';

export interface ShareEnv {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
}

/** The browser's Web Share API and clipboard, when they exist. */
export function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText:
      typeof nav?.clipboard?.writeText === 'function'
        ? (text) => nav.clipboard.writeText(text)
        : undefined,
  };
}

/**
 * Shares with the Web Share API; where it is unsupported, copies the link
 *. A dismissed share sheet is not a failure.
 */
export async function shareOrCopy(
  env: ShareEnv,
  data: { title: string; text: string; url: string },
): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw new ShareFailure('share');
    }
  }
  if (!env.writeText) throw new ShareFailure('copy');
  try {
    await env.writeText(data.url);
    return 'copied';
  } catch {
    throw new ShareFailure('copy');
  }
}
