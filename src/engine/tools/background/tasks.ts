/**
 * Background commands (`Bash` with `run_in_background: true`): each runs through
 * the same spawner as every other tool process (inside the tool boundary when
 * there is one), its output collected in a file of the run's own temporary
 * folder that `Read` may open. When one ends, its exit and the tail of its output
 * wait in a notice for the loop's next request. `TaskStop` stops one;
 * {@link BackgroundTasks.stopAll} stops every one when the run ends, so no
 * process outlives the run.
 */
import {
  closeSync,
  createWriteStream,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  writeFileSync,
  readSync,
  realpathSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { join } from 'node:path';
import type { SpawnedTool, ToolSpawner } from '../../sandbox/spawner.js';

/** Tasks that may run at once; one more is refused until one ends. */
export const MAX_BACKGROUND_TASKS = 8;
/** Output kept in a task's file; beyond it, bytes are only counted. */
export const MAX_BACKGROUND_OUTPUT_BYTES = 32 * 1024 * 1024;
/** The end of the output a notice carries. */
export const NOTICE_TAIL_CHARS = 2000;

/** One background task, as the model and the log see it. */
export interface BackgroundTaskInfo {
  id: string;
  command: string;
  description?: string;
  outputPath: string;
  state: 'running' | 'exited' | 'killed';
  exitCode: number | null;
}

/** What starting a task needs: the command and where and how it runs. */
export interface BackgroundStart {
  command: string;
  description?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  shell: string;
}

/** The run's background tasks. */
export interface BackgroundTasks {
  /** Starts a task; rejects with a message for the model when it cannot. */
  start(request: BackgroundStart): Promise<BackgroundTaskInfo>;
  /** Stops a task and every process it started; undefined when there is no such task. */
  stop(id: string): Promise<BackgroundTaskInfo | undefined>;
  list(): BackgroundTaskInfo[];
  /** Notices of tasks that ended since the last call (each told once). */
  takeNotices(): string[];
  /**
   * Saves a foreground command's long output (already redacted) in the same folder;
   * returns the file's path, which {@link outputFile} then accepts. Throws when it cannot.
   */
  saveOutput(text: string): string;
  /** The real path of a task's or a saved output's file when `path` names one, else undefined. */
  outputFile(path: string): string | undefined;
  /** Stops every task and removes the output folder; the tasks cannot be used afterwards. */
  close(): Promise<void>;
}

export interface BackgroundTasksOptions {
  spawner: ToolSpawner;
  /** A folder of the run's own (created if missing, removed by close). */
  directory: string;
  /** Masks secrets in what notices show. */
  redact: (text: string) => string;
}

/** The wrapper: stderr joins stdout, the command is evaluated as typed. */
const BACKGROUND_SCRIPT = 'exec 2>&1\neval "$1"';

interface Entry {
  info: BackgroundTaskInfo;
  call: SpawnedTool;
  output: WriteStream;
  /** Resolves once the process is gone and its output file is closed. */
  done: Promise<void>;
  stopped: boolean;
}

/** Creates the run's background tasks. */
export function createBackgroundTasks(options: BackgroundTasksOptions): BackgroundTasks {
  const entries = new Map<string, Entry>();
  /** Paths of the foreground outputs saved whole (saveOutput). */
  const saved = new Set<string>();
  const notices: string[] = [];
  let counter = 0;
  let closed = false;
  let folder: string | undefined;

  const ensureFolder = (): string => {
    if (folder) return folder;
    mkdirSync(options.directory, { recursive: true, mode: 0o700 });
    folder = realpathSync(options.directory);
    return folder;
  };

  return {
    async start(request) {
      if (closed) throw new Error('The run is ending: no background task can start.');
      const running = [...entries.values()].filter((entry) => entry.info.state === 'running');
      if (running.length >= MAX_BACKGROUND_TASKS) {
        throw new Error(
          `${MAX_BACKGROUND_TASKS} background tasks are already running (${running.map((entry) => entry.info.id).join(', ')}); stop one with TaskStop first.`,
        );
      }
      counter += 1;
      const id = `bash_${counter}`;
      const outputPath = join(ensureFolder(), `${id}.output`);
      const entry = await launch(id, outputPath, request, options.spawner, (ended) => {
        if (!ended.stopped) notices.push(noticeFor(ended.info, options.redact));
      });
      entries.set(id, entry);
      // The run ended while the boundary was being set up: this one goes too.
      if (closed) {
        entry.stopped = true;
        await entry.call.kill();
        await entry.done;
        throw new Error('The run is ending: no background task can start.');
      }
      return { ...entry.info };
    },
    async stop(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.info.state === 'running') {
        entry.stopped = true;
        await entry.call.kill();
        await entry.done;
        entry.info.state = 'killed';
      }
      return { ...entry.info };
    },
    list: () => [...entries.values()].map((entry) => ({ ...entry.info })),
    takeNotices: () => notices.splice(0, notices.length),
    saveOutput(text) {
      if (closed) throw new Error('The run is ending: no output can be saved.');
      const path = join(ensureFolder(), `output_${saved.size + 1}.txt`);
      // 'wx': never through a file or link already there.
      writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
      saved.add(path);
      return path;
    },
    outputFile(path) {
      const ours =
        saved.has(path) || [...entries.values()].some((entry) => entry.info.outputPath === path);
      if (!ours) return undefined;
      // Only our own regular file, never a link put in its place.
      try {
        return lstatSync(path).isFile() ? path : undefined;
      } catch {
        return undefined;
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        [...entries.values()].map(async (entry) => {
          entry.stopped = true;
          await entry.call.kill();
          await entry.done;
        }),
      );
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function launch(
  id: string,
  outputPath: string,
  request: BackgroundStart,
  spawner: ToolSpawner,
  onEnd: (entry: Entry) => void,
): Promise<Entry> {
  const output = createWriteStream(outputPath, { flags: 'wx', mode: 0o600 });
  let call: SpawnedTool;
  try {
    call = await spawner.spawn({
      file: request.shell,
      args: ['-c', BACKGROUND_SCRIPT, 'agent-loop', request.command],
      cwd: request.cwd,
      env: { ...request.env, GIT_TERMINAL_PROMPT: '0', PAGER: 'cat', GIT_PAGER: 'cat' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output.destroy();
    rmSync(outputPath, { force: true });
    throw error;
  }
  return follow(call, id, outputPath, output, request, onEnd);
}

/** Collects a started task's output and ends it as a foreground command ends. */
function follow(
  call: SpawnedTool,
  id: string,
  outputPath: string,
  output: WriteStream,
  request: BackgroundStart,
  onEnd: (entry: Entry) => void,
): Entry {
  const info: BackgroundTaskInfo = {
    id,
    command: request.command,
    ...(request.description ? { description: request.description } : {}),
    outputPath,
    state: 'running',
    exitCode: null,
  };
  let written = 0;
  let dropped = 0;
  const take = (chunk: Buffer) => {
    const room = MAX_BACKGROUND_OUTPUT_BYTES - written;
    if (room <= 0) {
      dropped += chunk.length;
      return;
    }
    const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
    written += kept.length;
    dropped += chunk.length - kept.length;
    output.write(kept);
  };
  call.child.stdout?.on('data', take);
  call.child.stderr?.on('data', take);
  const entry: Entry = { info, call, output, done: Promise.resolve(), stopped: false };
  entry.done = new Promise<void>((resolve) => {
    let finished = false;
    const finish = async (code: number | null, error?: Error) => {
      if (finished) return;
      finished = true;
      if (error) output.write(`Could not start ${request.shell}: ${error.message}\n`);
      info.exitCode = code;
      // What the command left running goes with it, as for a foreground command.
      await call.kill();
      call.child.stdout?.destroy();
      call.child.stderr?.destroy();
      if (dropped > 0) output.write(`\n[... ${dropped} more bytes of output dropped]\n`);
      await new Promise<void>((closed) => output.end(closed));
      call.release();
      if (info.state === 'running') info.state = entry.stopped ? 'killed' : 'exited';
      onEnd(entry);
      resolve();
    };
    call.child.once('exit', (code) => void finish(code));
    call.child.once('error', (error) => void finish(null, error));
  });
  return entry;
}

function noticeFor(info: BackgroundTaskInfo, redact: (text: string) => string): string {
  const ending = info.exitCode === null ? 'was killed' : `exited with code ${info.exitCode}`;
  let tail: string;
  try {
    tail = redact(readTail(info.outputPath)).trimEnd();
  } catch {
    tail = '';
  }
  return [
    '<task-notification>',
    `Background task ${info.id} (${info.description ?? info.command}) ${ending}.`,
    `Its output is in ${info.outputPath} (read it with Read).`,
    tail ? `The end of its output:\n${tail}` : 'It wrote no output.',
    '</task-notification>',
  ].join('\n');
}

/** The last characters of a file (it is ours: the tool processes only fill it through a pipe). */
function readTail(path: string): string {
  const buffer = readLastBytes(path, NOTICE_TAIL_CHARS * 4);
  const text = buffer.toString('utf8').replace(/^[\uFFFD]+/, '');
  return text.length > NOTICE_TAIL_CHARS ? `…${text.slice(-NOTICE_TAIL_CHARS)}` : text;
}

function readLastBytes(path: string, count: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, count);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

/** Lists the tasks for a message. */
export function describeTasks(tasks: readonly BackgroundTaskInfo[]): string {
  if (tasks.length === 0) return 'No background task was started in this run.';
  return tasks.map((task) => `${task.id} (${task.state}): ${task.command}`).join('\n');
}
