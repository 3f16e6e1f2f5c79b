// POSIX ustar (the format `tar` reads everywhere), regular files only: what a backup archive
// holds. Written and read as streams, so neither side holds a whole archive in memory.

export const BLOCK = 512;
/** The largest entry the 11 octal digits of a ustar size field can say (8 GiB - 1). */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;

export type TarEntryHeader = { name: string; size: number; mode: number; mtime: Date };

export class TarFormatError extends Error {}

function writeString(block: Buffer, value: string, offset: number, length: number) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`"${value}" does not fit a tar header`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, value: number, offset: number, length: number) {
  // length - 1 digits and a NUL.
  writeString(block, value.toString(8).padStart(length - 1, '0'), offset, length - 1);
}

/** Splits a long name at a slash into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) {
      return { prefix, name: rest };
    }
  }
  throw new TarFormatError(`the name "${name}" is too long for a tar header`);
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

/** The 512-byte header of a regular file. */
export function tarHeader(entry: TarEntryHeader): Buffer {
  if (!Number.isSafeInteger(entry.size) || entry.size < 0 || entry.size > MAX_ENTRY_BYTES) {
    throw new TarFormatError(`${entry.name}: ${entry.size} bytes is more than a tar entry holds`);
  }
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.name);
  writeString(block, name, 0, 100);
  writeOctal(block, entry.mode & 0o7777, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, entry.size, 124, 12);
  writeOctal(block, Math.max(0, Math.floor(entry.mtime.getTime() / 1000)), 136, 12);
  block.write('0', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  writeString(block, prefix, 345, 155);
  writeString(block, checksum(block).toString(8).padStart(6, '0') + '\u0000 ', 148, 8);
  return block;
}

/** Zeros that bring an entry of `size` bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The end of an archive: two zero blocks. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number, what: string): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`a tar header has no valid ${what}`);
  return Number.parseInt(text, 8);
}

/** Reads the header block of an entry; undefined for the zero block that ends the archive. */
export function parseTarHeader(block: Buffer): TarEntryHeader | undefined {
  if (block.every((byte) => byte === 0)) return undefined;
  if (readOctal(block, 148, 8, 'checksum') !== checksum(block)) {
    throw new TarFormatError('a tar header is damaged (its checksum does not match)');
  }
  if (block.toString('latin1', 257, 262) !== 'ustar') {
    throw new TarFormatError('not a ustar archive');
  }
  const type = block.toString('latin1', 156, 157);
  if (type !== '0' && type !== '\u0000') {
    throw new TarFormatError('the archive holds an entry that is not a regular file');
  }
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: readOctal(block, 124, 12, 'size'),
    mode: readOctal(block, 100, 8, 'mode'),
    mtime: new Date(readOctal(block, 136, 12, 'time') * 1000),
  };
}

/** Pulls exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** Buffers at least `n` bytes unless the stream ends first; returns how many are buffered. */
  private async fill(n: number): Promise<number> {
    while (this.length < n && !this.done) {
      const next = await this.chunks.next();
      if (next.done) this.done = true;
      else if (next.value.length) {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length;
  }

  /** Up to `max` bytes at once; an empty buffer at the end of the stream. */
  async some(max: number): Promise<Buffer> {
    if (!this.length) await this.fill(1);
    if (!this.length) return Buffer.alloc(0);
    const first = this.buffered[0]!;
    const taken = first.subarray(0, max);
    if (taken.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(taken.length);
    this.length -= taken.length;
    return taken;
  }

  async exactly(n: number): Promise<Buffer> {
    if ((await this.fill(n)) < n) throw new TarFormatError('the archive ends in the middle');
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }
}

export type TarEntry = TarEntryHeader & {
  /** The entry's bytes; read them all (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
};

/**
 * The entries of a ustar stream, in order. Throws TarFormatError for a damaged header, an entry
 * that is not a regular file, or an archive that ends early or goes on after its end.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const header = parseTarHeader(await reader.exactly(BLOCK));
    if (!header) {
      // The second zero block, then nothing but the zeros some writers pad a record with.
      const rest = await reader.exactly(BLOCK);
      if (!rest.every((byte) => byte === 0)) throw new TarFormatError('the archive end is damaged');
      for (let chunk = await reader.some(65536); chunk.length; chunk = await reader.some(65536)) {
        if (!chunk.every((byte) => byte === 0)) {
          throw new TarFormatError('the archive goes on after its end');
        }
      }
      return;
    }
    let left = header.size;
    async function* body() {
      while (left > 0) {
        const chunk = await reader.some(Math.min(left, 1 << 20));
        if (!chunk.length) throw new TarFormatError('the archive ends in the middle of a file');
        left -= chunk.length;
        yield chunk;
      }
    }
    yield { ...header, body: body() };
    // Whatever the consumer left unread is skipped.
    for await (const _ of body());
    await reader.exactly(tarPadding(header.size).length);
  }
}
