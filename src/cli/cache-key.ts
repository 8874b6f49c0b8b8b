/**
 * The secret that signs the CLI's compile caches (src/cli/compile-cache.ts): 32 random bytes
 * in `~/.agent-loop-cache-key`, a file only the user can read, made on first use. A cache
 * file whose HMAC does not match was not written by agent-loop for this user, and is dropped
 * unread: compiled code from the cache runs as the user, outside the tool boundary. The key
 * lives in the user's home, which the boundary hides from the tools, and never beside the
 * caches (an agent-loop home can be anywhere `AGENT_LOOP_HOME` says).
 *
 * `node:crypto` is loaded at the first key made or signature checked, not with this module:
 * the CLI's entry imports it, and `--version`, help and usage errors sign nothing (loading it
 * was 5-8% of `agent-loop --version`, cold-start bench). The check itself is unchanged.
 */
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';
import type * as NodeCrypto from 'node:crypto';
import { closeSync, constants, fstatSync, linkSync, openSync, readSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** `node:crypto`, loaded on first use (node 20.16 and later have `getBuiltinModule`). */
function crypto(): typeof NodeCrypto {
  return process.getBuiltinModule('node:crypto');
}

/** How many bytes a key holds, and an HMAC (SHA-256). */
export const KEY_BYTES = 32;
export const HMAC_BYTES = 32;

/** `$HOME/.agent-loop-cache-key`. */
export function cacheKeyPath(env: NodeJS.ProcessEnv): string {
  return join(env.HOME || homedir(), '.agent-loop-cache-key');
}

/** A key to sign with, or why the caches stay off. */
export type CacheKey = { key: Buffer } | { refused: string };

/**
 * Reads the key at `path`, making it first when there is none. Refuses (with the reason) a
 * file that is a link, not a regular file, not the user's, readable or writable by anyone
 * else, or of the wrong size: anyone who can read the key can sign code the CLI runs.
 */
export function readCacheKey(path: string): CacheKey {
  try {
    return { key: readKeyFile(path) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      return { refused: refusal(path, error) };
  }
  try {
    makeKeyFile(path);
    return { key: readKeyFile(path) };
  } catch (error) {
    return { refused: refusal(path, error) };
  }
}

class KeyFileError extends AgentLoopError<'key_file'> {
  get kind() {
    return 'key_file' as const;
  }
}

function refusal(path: string, error: unknown): string {
  if (error instanceof KeyFileError) return `the key file ${path} ${error.message}`;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ELOOP') return `the key file ${path} is a symbolic link`;
  return `the key file ${path} cannot be used: ${code ?? message}`;
}

function readKeyFile(path: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new KeyFileError('is not a regular file');
    const uid = process.getuid?.();
    if (uid !== undefined && stat.uid !== uid)
      throw new KeyFileError(`belongs to uid ${stat.uid}, not to you (uid ${uid})`);
    if ((stat.mode & 0o077) !== 0) {
      const mode = (stat.mode & 0o777).toString(8).padStart(3, '0');
      throw new KeyFileError(`is open to others (mode ${mode}; chmod 600 it)`);
    }
    const key = Buffer.alloc(KEY_BYTES);
    const read = readSync(fd, key, 0, KEY_BYTES, 0);
    if (read !== KEY_BYTES || stat.size !== KEY_BYTES)
      throw new KeyFileError(`does not hold a key (${stat.size} bytes, not ${KEY_BYTES})`);
    return key;
  } finally {
    closeSync(fd);
  }
}

/** Writes a new key whole, then links it in place: two runs at once keep the first one's. */
function makeKeyFile(path: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, crypto().randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The HMAC of `parts` (each length-prefixed, so no two lists sign alike). */
export function sign(key: Buffer, parts: readonly (string | Buffer)[]): Buffer {
  const hmac = crypto().createHmac('sha256', key);
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(bytes.length));
    hmac.update(length).update(bytes);
  }
  return hmac.digest();
}

/** Whether `mac` is the HMAC of `parts`, compared in constant time. */
export function verify(key: Buffer, parts: readonly (string | Buffer)[], mac: Buffer): boolean {
  return mac.length === HMAC_BYTES && crypto().timingSafeEqual(sign(key, parts), mac);
}
