/**
 * 32-bit x86 programs for the supervisor's tests: how they are built (no C library), and
 * whether this host can run one at all.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** gcc's flags for a static i386 program without a C library. */
export const GCC_32 = [
  '-m32',
  '-static',
  '-nostdlib',
  '-fno-pic',
  '-no-pie',
  '-fno-stack-protector',
];

/** A program that exits 42 through `int $0x80`. */
const EXIT_42 = `void _start(void) {
  __asm__ volatile("int $0x80" : : "a"(1), "b"(42));
}
`;

let runs: boolean | undefined;

/**
 * Whether this host builds and runs an i386 program (gcc with -m32, and the kernel's ia32
 * emulation). The probe exits 42: a kernel without ia32 emulation refuses the binary
 * (ENOEXEC), and execvp then hands it to /bin/sh, whose exit status (2, a syntax error)
 * would pass for a program's ENOENT.
 */
export function canRun32(): boolean {
  if (runs !== undefined) return runs;
  runs = false;
  if (process.arch !== 'x64') return runs;
  const scratch = mkdtempSync(join(tmpdir(), 'agent-loop-i386-'));
  try {
    writeFileSync(join(scratch, 'c.c'), EXIT_42);
    const built = spawnSync('gcc', [...GCC_32, 'c.c', '-o', 'c'], { cwd: scratch });
    runs = built.status === 0 && spawnSync(join(scratch, 'c')).status === 42;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return runs;
}
