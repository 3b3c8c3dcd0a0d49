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

/** A prepared answer: an open (already unlinked) file of `size` bytes. */
export interface Spooled {
  /** A plain descriptor: streams over a FileHandle with autoClose off keep its close() waiting. */
  fd: number;
  size: number;
}

const open = promisify(fs.open);
const closeFd = promisify(fs.close);
const write = promisify(fs.write);
const read = promisify(fs.read);

/**
 * The file from its start, a buffer at a time, read only as the consumer asks (backpressure).
 * Written here rather than fs.createReadStream, which closes a descriptor it was given when
 * destroyed, even with autoClose off; `closed()` resolves once no read is in flight, so that
 * the descriptor is closed only then (a closed number may be reused at once by another file
 * or socket).
 */
function fileReader(fd: number, size: number) {
  let pos = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  const stream = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (pos >= size) return void this.push(null);
      const buffer = Buffer.allocUnsafe(Math.min(64 * 1024, size - pos));
      const reading = read(fd, buffer, 0, buffer.length, pos).then(
        ({ bytesRead }) => {
          pos += bytesRead;
          if (!this.destroyed) this.push(bytesRead ? buffer.subarray(0, bytesRead) : null);
        },
        (err: Error) => this.destroy(err),
      );
      inFlight = reading;
    },
  });
  return { stream, read: () => pos, closed: () => inFlight };
}

export class Spool {
  private dir: string | null = null;
  private held = 0;
  private sending = 0;
  private cutOff = 0;
  readonly opts: SpoolOptions;

  constructor(opts: Partial<SpoolOptions> = {}) {
    this.opts = { ...SPOOL_DEFAULTS, ...opts };
  }

  /** Prepared answers held now (bytes, answers being sent) and the clients cut off so far. */
  get load(): { bytes: number; sending: number; cutOff: number } {
    return { bytes: this.held, sending: this.sending, cutOff: this.cutOff };
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
  async prepare(source: string | Buffer | AsyncIterable<string | Buffer>): Promise<Spooled> {
    const file = path.join(await this.directory(), randomBytes(12).toString('hex'));
    const fd = await open(file, 'wx+', 0o600);
    // Unlinked at once: the open file stays readable, and nothing is left behind whatever happens.
    await fsp.unlink(file);
    try {
      const chunks = typeof source === 'string' || Buffer.isBuffer(source) ? [source] : source;
      let size = 0;
      for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        for (let at = 0; at < bytes.length;)
          at += (await write(fd, bytes, at, bytes.length - at, size + at)).bytesWritten;
        size += bytes.length;
      }
      this.held += size;
      return { fd, size };
    } catch (err) {
      await closeFd(fd);
      throw err;
    }
  }

  /** Gives back a prepared answer that will not be sent. */
  async close(answer: Spooled): Promise<void> {
    this.held -= answer.size;
    await closeFd(answer.fd);
  }

  /**
   * Sends a prepared answer as the reply's body, at the client's pace (with Content-Length,
   * unless the answer is compressed on the way). The file is closed once the reply ends,
   * fails, or the client is cut off for reading too slowly.
   */
  send(reply: FastifyReply, answer: Spooled): FastifyReply {
    const file = fileReader(answer.fd, answer.size);
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
      void file.closed().then(() => this.close(answer));
    };
    stream.once('close', finish);
    reply.raw.once('close', () => {
      stream.destroy();
      finish();
    });
    return reply.header('content-length', String(answer.size)).send(stream);
  }

  /** Removes the private directory (the files in it are already unlinked). */
  async dispose(): Promise<void> {
    if (this.dir) await fsp.rm(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}
