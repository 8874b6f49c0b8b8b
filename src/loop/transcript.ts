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

/** Opens (truncates) `path` for the transcript. */
export function openTranscript(path: string): TranscriptWriter {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w', 0o600);
  let open = true;
  return {
    write(event) {
      if (open) writeSync(fd, `${JSON.stringify(event)}\n`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}
