import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { BackupError } from './backup-format';

/*
 * An encrypted archive: MAGIC, the header's length (4 bytes), the header (JSON: scrypt's cost and
 * salt, the IV, a passphrase check), then the zip encrypted with AES-256-GCM (the header as
 * additional data), then GCM's 16-byte tag. node:crypto only: scrypt is memory-hard, GCM
 * authenticates every byte, and no dependency is added for something the runtime does well.
 */
const MAGIC = Buffer.from('LKBYENC\u0001', 'latin1');
const TAG_BYTES = 16;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const CHECK_LABEL = 'lakbay-backup passphrase check';

const headerSchema = z.object({
  kdf: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .min(1024)
    .max(2 ** 20),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: z.base64(),
  iv: z.base64(),
  check: z.base64(),
});
type Header = z.infer<typeof headerSchema>;

function deriveKey(passphrase: string, salt: Buffer, { N, r, p }: Pick<Header, 'N' | 'r' | 'p'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

// Tells a wrong passphrase from a damaged archive before anything is decrypted.
const checkOf = (key: Buffer): Buffer => createHmac('sha256', key).update(CHECK_LABEL).digest().subarray(0, 16);

/** True when the file starts as an encrypted archive does. */
export function isEncrypted(head: Buffer): boolean {
  return head.subarray(0, MAGIC.length).equals(MAGIC);
}

/** Writes `source` to `file` encrypted with a key derived from `passphrase`. */
export async function writeEncrypted(source: Readable, file: string, passphrase: string): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await deriveKey(passphrase, salt, SCRYPT);
  const header = Buffer.from(
    JSON.stringify({
      kdf: 'scrypt',
      ...SCRYPT,
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      check: checkOf(key).toString('base64'),
    } satisfies Header),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
  out.write(Buffer.concat([MAGIC, length, header]));
  await pipeline(source, cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), (err?: Error | null) => (err ? reject(err) : resolve())));
}

/**
 * Decrypts `file` into `target` (a new file). Refuses a wrong passphrase before decrypting, and a
 * damaged archive (GCM's tag) once every byte is read: then `target` must be thrown away.
 */
export async function decryptTo(file: string, target: string, passphrase: string | undefined): Promise<void> {
  const handle = await open(file, 'r');
  let header: Header;
  let start: number;
  let size: number;
  let tag: Buffer;
  let aad: Buffer;
  try {
    size = (await handle.stat()).size;
    const head = Buffer.alloc(MAGIC.length + 4);
    await handle.read(head, 0, head.length, 0);
    const length = head.readUInt32BE(MAGIC.length);
    if (length > 4096 || head.length + length + TAG_BYTES > size) {
      throw new BackupError('The archive is damaged: its encryption header is cut short.');
    }
    aad = Buffer.alloc(length);
    await handle.read(aad, 0, length, head.length);
    const parsed = headerSchema.safeParse(safeJson(aad));
    if (!parsed.success) {
      throw new BackupError('The archive is damaged: its encryption header cannot be read.');
    }
    header = parsed.data;
    start = head.length + length;
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!passphrase) {
    throw new BackupError('The archive is encrypted: give its passphrase (BACKUP_PASSPHRASE or --passphrase-file).');
  }
  const key = await deriveKey(passphrase, Buffer.from(header.salt, 'base64'), header);
  if (!checkOf(key).equals(Buffer.from(header.check, 'base64'))) {
    throw new BackupError('Wrong passphrase: the archive was encrypted with another one.');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { mode: 0o600, flags: 'wx' }),
    );
  } catch (err) {
    throw new BackupError('The archive is damaged: its encrypted content does not match its checksum.', { cause: err });
  }
}

function safeJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
