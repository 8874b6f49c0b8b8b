/**
 * Writes stream-json lines to a file as they happen (synchronously, so a crash
 * leaves everything up to the crash on disk).
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface TranscriptWriter {
  write: (event: object) => void;
  close: () => void;
}

/**
 * Opens (truncates, or with `append` adds to) `path` for the transcript. Each line goes
 * through `redact` last, so no secret value reaches the file whatever an event carries.
 */
export function openTranscript(
  path: string,
  redact: (text: string) => string = (text) => text,
  options: { append?: boolean } = {},
): TranscriptWriter {
  mkdirSync(dirname(path), { recursive: true });
  return jsonLineWriter(openSync(path, options.append ? 'a' : 'w', 0o600), redact);
}

/**
 * The writer of an open file `fd`: one redacted JSON line per event, written at
 * once; `close` closes the file (once), and later writes are dropped. The one
 * JSONL writer of transcripts and saved sessions (./store.ts).
 */
export function jsonLineWriter(fd: number, redact: (text: string) => string): TranscriptWriter {
  let open = true;
  return {
    write(event) {
      if (open) writeSync(fd, `${redact(JSON.stringify(event))}\n`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}
