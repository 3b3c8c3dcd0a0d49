/**
 * Large answers, prepared once and sent at the client's pace. The answer's bytes
 * (an article or a list of over a megabyte) are written to a file while the read
 * gate's slot is held, at the disk's pace; the slot is then released and the file
 * is sent to the client as fast as it reads, a read buffer at a time. A slow
 * client costs an open file and 64 KiB of memory, never a slot of the gate.
 *
 * The file is unlinked as soon as it is open, so whatever happens to the process
 * (a crash, `kill -9`) no copy of an answer is left on disk, and the directory is
 * readable by the server's own user only. A client that reads slower than
 * `minBytesPerSecond` over a whole `windowMs` is cut off: it would hold the file
 * for hours (a 10 MB article at 2 KB/s takes 85 minutes).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpError, MESSAGES } from './errors.ts';

export interface SpoolOptions {
  /** Where the files go (a private directory is made inside it). Default: the OS's temp dir. */
  dir?: string;
  /** The bytes of prepared answers held at once; beyond it a large read is answered 503. */
  maxBytes: number;
  /** The slowest reading a client may keep up… */
  minBytesPerSecond: number;
  /** …measured over windows of this length (the first one starts when the answer does). */
  windowMs: number;
}

export const SPOOL_DEFAULTS: SpoolOptions = {
  maxBytes: 2 * 1024 * 1024 * 1024,
  minBytesPerSecond: 8 * 1024,
  windowMs: 15_000,
};

/** A prepared answer: an open (already unlinked) file of `size` bytes, and what goes with it. */
export interface Spooled<M = unknown> {
  /** A plain descriptor: streams over a FileHandle with autoClose off keep its close() waiting. */
  fd: number;
  size: number;
  meta: M;
  /** The requests using it: the file is closed when the last one is done. */
  users: number;
  /** Reads in flight on the descriptor (it is closed only once none is). */
  reading: Set<Promise<unknown>>;
  /** What it answers, when shared. */
  key?: string;
  /** The Content-Encoding the file is written in (null: as it is). */
  encoding: Encoding;
}

export type Encoding = 'br' | 'gzip' | null;

/** A compressor for `encoding` at the settings the server's other answers use (brotli 4). */
const compressor = (encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip();

const open = promisify(fs.open);
const closeFd = promisify(fs.close);
const write = promisify(fs.write);
const read = promisify(fs.read);

/** `promise`, or the signal's reason once it aborts (the promise goes on). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The file from its start, a buffer at a time, read only as the consumer asks (backpressure),
 * by position: several requests read one file at once. Written here rather than
 * fs.createReadStream, which closes a descriptor it was given when destroyed, even with
 * autoClose off. Each read is registered on the answer, whose descriptor is closed only once
 * none is in flight (a closed number may be reused at once by another file or socket).
 */
function fileReader(answer: Spooled) {
  let pos = 0;
  const stream = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (pos >= answer.size) return void this.push(null);
      const buffer = Buffer.allocUnsafe(Math.min(64 * 1024, answer.size - pos));
      const reading = read(answer.fd, buffer, 0, buffer.length, pos).then(
        ({ bytesRead }) => {
          pos += bytesRead;
          if (!this.destroyed) this.push(bytesRead ? buffer.subarray(0, bytesRead) : null);
        },
        (err: Error) => this.destroy(err),
      );
      answer.reading.add(reading);
      void reading.finally(() => answer.reading.delete(reading));
    },
  });
  return { stream, read: () => pos };
}

export class Spool {
  private dir: string | null = null;
  /** Answers being prepared or sent, by what they answer. */
  private readonly pending = new Map<string, Promise<Spooled | null>>();
  private held = 0;
  private sending = 0;
  private cutOff = 0;
  private prepared = 0;
  readonly opts: SpoolOptions;

  constructor(opts: Partial<SpoolOptions> = {}) {
    this.opts = { ...SPOOL_DEFAULTS, ...opts };
  }

  /** Prepared answers held now (bytes, answers being sent); answers prepared and clients cut off so far. */
  get load(): { bytes: number; sending: number; prepared: number; cutOff: number } {
    return {
      bytes: this.held,
      sending: this.sending,
      prepared: this.prepared,
      cutOff: this.cutOff,
    };
  }

  private async directory(): Promise<string> {
    this.dir ??= await fsp.mkdtemp(path.join(this.opts.dir ?? os.tmpdir(), 'apifutsal-spool-'));
    await fsp.chmod(this.dir, 0o700);
    return this.dir;
  }

  /** Refuses a large read at once when `expected` more bytes would pass the bound. */
  checkRoom(expected: number): void {
    if (this.held + expected <= this.opts.maxBytes) return;
    throw new HttpError(503, MESSAGES.readBusy(5), { 'retry-after': '5' });
  }

  /**
   * Writes `source` (a whole answer, or its chunks) to a new private file and gives it back
   * open. The caller owns the file: send() it, or close() it.
   */
  async prepare<M>(
    source: string | Buffer | AsyncIterable<string | Buffer>,
    meta: M,
    encoding: Encoding = null,
  ): Promise<Spooled<M>> {
    const file = path.join(await this.directory(), randomBytes(12).toString('hex'));
    const fd = await open(file, 'wx+', 0o600);
    // Unlinked at once: the open file stays readable, and nothing is left behind whatever happens.
    await fsp.unlink(file);
    try {
      const plain = typeof source === 'string' || Buffer.isBuffer(source) ? [source] : source;
      // Compressed once here, for every request that shares the answer.
      const chunks: AsyncIterable<string | Buffer> | (string | Buffer)[] = encoding
        ? (Readable.from(plain).pipe(compressor(encoding)) as AsyncIterable<Buffer>)
        : plain;
      let size = 0;
      for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        for (let at = 0; at < bytes.length;)
          at += (await write(fd, bytes, at, bytes.length - at, size + at)).bytesWritten;
        size += bytes.length;
      }
      this.held += size;
      this.prepared++;
      return { fd, size, meta, users: 0, reading: new Set(), encoding };
    } catch (err) {
      await closeFd(fd);
      throw err;
    }
  }

  /**
   * The answer under `key`, prepared by `make` unless a request is already preparing or sending
   * it: identical large reads at once are prepared once. The caller becomes one of its users
   * and must send() it or release() it. `signal`: the caller stops waiting (the preparation
   * goes on for the others, and is dropped if nobody is left).
   */
  async shared<M>(
    key: string,
    make: () => Promise<Spooled<M> | null>,
    signal?: AbortSignal,
  ): Promise<Spooled<M> | null> {
    let pending = this.pending.get(key) as Promise<Spooled<M> | null> | undefined;
    if (!pending) {
      pending = make().then(
        (answer) => {
          if (!answer) {
            this.pending.delete(key);
            return null;
          }
          answer.key = key;
          // Nobody took it (every caller gave up): dropped once the takers have had their turn.
          setImmediate(() => answer.users === 0 && this.drop(answer));
          return answer;
        },
        (err: unknown) => {
          this.pending.delete(key);
          throw err;
        },
      );
      this.pending.set(key, pending);
    }
    const answer = await (signal ? abortable(pending, signal) : pending);
    if (answer) answer.users++;
    return answer;
  }

  /** A user is done with the answer: the last one closes the file. */
  release(answer: Spooled): void {
    if (--answer.users <= 0) this.drop(answer);
  }

  private drop(answer: Spooled) {
    if (answer.users > 0 || answer.fd < 0) return;
    if (answer.key !== undefined) this.pending.delete(answer.key);
    this.held -= answer.size;
    const fd = answer.fd;
    answer.fd = -1;
    void Promise.allSettled([...answer.reading]).then(() => closeFd(fd));
  }

  /** The whole answer as text (an article page embeds it). */
  async text(answer: Spooled): Promise<string> {
    const buffer = Buffer.allocUnsafe(answer.size);
    for (let at = 0; at < answer.size;)
      at += (await read(answer.fd, buffer, at, answer.size - at, at)).bytesRead || answer.size;
    return buffer.toString();
  }

  /**
   * Sends a prepared answer as the reply's body, at the client's pace (with Content-Length,
   * unless the answer is compressed on the way). The file is closed once the reply ends,
   * fails, or the client is cut off for reading too slowly.
   */
  send(reply: FastifyReply, answer: Spooled): FastifyReply {
    const file = fileReader(answer);
    const { stream } = file;
    this.sending++;
    let lastRead = 0;
    const minBytes = (this.opts.minBytesPerSecond * this.opts.windowMs) / 1000;
    const watch = setInterval(() => {
      const read = file.read();
      if (read - lastRead < minBytes && read < answer.size) {
        this.cutOff++;
        reply.log.warn(
          { read, size: answer.size },
          'client cut off: it read a large answer too slowly',
        );
        reply.raw.destroy();
        stream.destroy();
      }
      lastRead = read;
    }, this.opts.windowMs);
    watch.unref();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(watch);
      this.sending--;
      this.release(answer);
    };
    stream.once('close', finish);
    reply.raw.once('close', () => {
      stream.destroy();
      finish();
    });
    if (answer.encoding) void reply.header('content-encoding', answer.encoding);
    return reply
      .header('vary', 'Accept-Encoding')
      .header('content-length', String(answer.size))
      .send(stream);
  }

  /** Removes the private directory (the files in it are already unlinked). */
  async dispose(): Promise<void> {
    if (this.dir) await fsp.rm(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}
