/**
 * A mixed load through the balancer, as a site sees it: page views, article reads, lists and
 * searches by readers; a member logging in and out; an admin creating and renaming articles,
 * then rewriting each with two long sections (a body of about 40 kB: larger than HAProxy's
 * 16 kB buffer, so never replayed to another instance). Every request carries an X-Request-Id
 * (HAProxy logs it) and is recorded with the phase it started in; every write the server
 * acknowledged is checked afterwards.
 */
import { DEFAULTS } from '../server/config.ts';

export type Phase = 'steady' | 'rolling' | 'kill';
export type Kind =
  'page' | 'article' | 'list' | 'search' | 'login' | 'logout' | 'create' | 'update' | 'large';
export const READS: Kind[] = ['page', 'article', 'list', 'search'];
/** `large`: an update whose body (about 40 kB) is over HAProxy's 16 kB buffer. */
export const WRITES: Kind[] = ['create', 'update', 'large'];

/** Two sections of the contract's longest content (20000 characters each): about 40 kB of JSON. */
const LONG_SECTIONS = [1, 2].map((n) => ({
  subtitle: `Bagian panjang ${n}`,
  content: 'Latihan passing dan kontrol bola di ruang sempit. '.repeat(400).slice(0, 20_000),
}));

export interface RequestRecord {
  id: string;
  kind: Kind;
  phase: Phase;
  start: number;
  end: number;
  /** The HTTP status, or what happened instead (`network`: no answer; `timeout`). */
  status: number | 'network' | 'timeout';
  ok: boolean;
}

export interface LoadOptions {
  /** Readers, each asking one thing after another with `thinkMs` between. */
  readers: number;
  thinkMs: number;
  /** Writers (one admin session), each creating then renaming an article, `thinkMs` between. */
  writers: number;
  /** A member logs in, then out, this often. */
  loginEveryMs: number;
  /** A request without an answer by then counts as failed. */
  timeoutMs?: number;
}

const SEARCHES = ['futsal', 'taktik', 'kiper', 'passing', 'latihan', 'rondo'];
const EXPECTED: Record<Kind, number> = {
  page: 200,
  article: 200,
  list: 200,
  search: 200,
  login: 200,
  logout: 204,
  create: 201,
  update: 200,
  large: 200,
};

/** What a writer was told: the article's id and the title it must have now. */
interface Acked {
  id: number;
  title: string;
  /** A later write of it got no answer (it may have been done): its title is right too. */
  unanswered?: string;
}

/** No HTTP answer from the server: the request may have been carried out (or not). */
const unanswered = (r: RequestRecord) =>
  typeof r.status !== 'number' || r.status === 502 || r.status === 504;

export class Load {
  phase: Phase = 'steady';
  readonly records: RequestRecord[] = [];
  /** Acknowledged writes per article: the last acknowledged title. */
  readonly acked = new Map<number, Acked>();
  ackedWrites = 0;
  private running = false;
  private loops: Promise<void>[] = [];
  private seq = 0;
  private ids: number[] = [];
  private adminToken = '';

  constructor(
    private readonly baseUrl: string,
    private readonly opts: LoadOptions,
  ) {}

  /** Requests started and not answered yet. */
  readonly inFlight = new Set<RequestRecord>();

  private async send(
    kind: Kind,
    pathname: string,
    init: { method?: string; token?: string; json?: unknown } = {},
  ): Promise<{ record: RequestRecord; body: unknown }> {
    const id = `${kind}-${++this.seq}`;
    const headers: Record<string, string> = { 'x-request-id': id };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const record: RequestRecord = {
      id,
      kind,
      phase: this.phase,
      start: Date.now(),
      end: 0,
      status: 'network',
      ok: false,
    };
    this.inFlight.add(record);
    let body: unknown = null;
    try {
      const res = await fetch(`${this.baseUrl}${pathname}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 20_000),
      });
      const text = await res.text();
      record.status = res.status;
      record.ok = res.status === EXPECTED[kind];
      if (record.ok && text && res.headers.get('content-type')?.includes('json'))
        body = JSON.parse(text);
    } catch (e) {
      record.status = (e as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    }
    record.end = Date.now();
    this.inFlight.delete(record);
    this.records.push(record);
    return { record, body };
  }

  private async reader(n: number) {
    for (let i = n; this.running; i++) {
      const article = this.ids[i % this.ids.length];
      const kind = READS[i % READS.length]!;
      const pathname = {
        page: `/freekick/${article}`,
        article: `/api/articles/${article}`,
        list: `/api/articles?view=summary&limit=12&offset=${i % 3}`,
        search: `/api/articles?q=${SEARCHES[i % SEARCHES.length]}&limit=12`,
      }[kind as 'page'];
      await this.send(kind, pathname);
      await pause(this.opts.thinkMs);
    }
  }

  private async writer(n: number) {
    for (let i = 1; this.running; i++) {
      const title = `Klaster ${n}-${i}`;
      const fields = { date: '2027-03-01', category: 'Taktik' };
      const created = await this.send('create', '/api/articles', {
        method: 'POST',
        token: this.adminToken,
        json: { title, ...fields, sections: [] },
      });
      if (created.record.ok) {
        const id = (created.body as { id: number }).id;
        this.acked.set(id, { id, title });
        this.ackedWrites++;
        const renamed = `${title} (diubah)`;
        const updated = await this.send('update', `/api/articles/${id}`, {
          method: 'PUT',
          token: this.adminToken,
          json: { title: renamed, ...fields },
        });
        if (updated.record.ok) {
          this.acked.set(id, { id, title: renamed });
          this.ackedWrites++;
          const long = `${title} (panjang)`;
          const rewritten = await this.send('large', `/api/articles/${id}`, {
            method: 'PUT',
            token: this.adminToken,
            json: { title: long, ...fields, sections: LONG_SECTIONS },
          });
          if (rewritten.record.ok) {
            this.acked.set(id, { id, title: long });
            this.ackedWrites++;
          } else if (unanswered(rewritten.record)) {
            this.acked.set(id, { id, title: renamed, unanswered: long });
          }
        } else if (unanswered(updated.record)) {
          this.acked.set(id, { id, title, unanswered: renamed });
        }
      }
      await pause(this.opts.thinkMs);
    }
  }

  private async member() {
    while (this.running) {
      const login = await this.send('login', '/api/login', {
        method: 'POST',
        json: { email: DEFAULTS.member.email, password: DEFAULTS.member.password },
      });
      if (login.record.ok)
        await this.send('logout', '/api/logout', {
          method: 'POST',
          token: (login.body as { token: string }).token,
        });
      const until = Date.now() + this.opts.loginEveryMs;
      while (this.running && Date.now() < until) await pause(50);
    }
  }

  /** Logs the admin in and learns the articles' ids (not recorded), then starts the loops. */
  async start(): Promise<void> {
    const login = await fetch(`${this.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULTS.admin.email, password: DEFAULTS.admin.password }),
    });
    if (login.status !== 200) throw new Error(`the admin's login failed: ${login.status}`);
    this.adminToken = ((await login.json()) as { token: string }).token;
    const list = (await (
      await fetch(`${this.baseUrl}/api/articles?view=summary&limit=50`)
    ).json()) as { id: number }[];
    this.ids = list.map((a) => a.id);
    if (!this.ids.length) throw new Error('no article to read');
    this.running = true;
    for (let n = 0; n < this.opts.readers; n++) this.loops.push(this.reader(n * 7));
    for (let n = 1; n <= this.opts.writers; n++) this.loops.push(this.writer(n));
    if (this.opts.loginEveryMs > 0) this.loops.push(this.member());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Reads every acknowledged article back through the balancer: the ones not as acknowledged. */
  async lostWrites(): Promise<string[]> {
    const lost: string[] = [];
    const all = [...this.acked.values()];
    for (let i = 0; i < all.length; i += 8)
      await Promise.all(
        all.slice(i, i + 8).map(async ({ id, title, unanswered: maybe }) => {
          const res = await fetch(`${this.baseUrl}/api/articles/${id}`);
          const got = res.status === 200 ? ((await res.json()) as { title: string }).title : null;
          if (got !== title && got !== maybe)
            lost.push(`article ${id}: acknowledged "${title}", found ${got ?? res.status}`);
        }),
      );
    return lost;
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
