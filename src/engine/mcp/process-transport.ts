/**
 * The MCP stdio transport over a process the tool spawner started: the SDK's
 * own stdio transport spawns its process itself, which would put the server
 * outside the tool boundary. Messages are newline-delimited JSON on the
 * server's stdin and stdout; its stderr is kept (the last few KB) to say why it
 * failed. Closing kills the server and every process it started.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { SpawnedTool } from '../sandbox/spawner.js';

/** stderr kept for error messages. */
const STDERR_TAIL_CHARS = 4096;
/** How long the rest of a server's stderr is waited for once it has exited. */
const STDERR_DRAIN_MS = 500;
/**
 * How long a server may take to exit once its stdin is closed (MCP's stdio
 * shutdown) before it is killed: time to act on a cancellation just sent.
 */
const EXIT_GRACE_MS = 1000;

export class ProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private readonly buffer = new ReadBuffer();
  private stderrTail = '';
  private exitDescription: string | undefined;
  private closed = false;
  /** True once the process ended by itself (not by {@link close}). */
  exited = false;

  constructor(private readonly call: SpawnedTool) {}

  start(): Promise<void> {
    const { child } = this.call;
    child.stdout?.on('data', (chunk: Buffer) => {
      try {
        this.buffer.append(chunk);
      } catch (error) {
        // One message over the buffer's limit (10 MB): the stream cannot be resynchronised.
        this.exitDescription ??= `was stopped: ${(error as Error).message}`;
        void this.close();
        return;
      }
      this.readMessages();
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    // A write to a server that is gone fails with EPIPE; the exit says why.
    child.stdin?.on('error', () => undefined);
    child.once('error', (error) => {
      this.exited ||= !this.closed;
      this.exitDescription ??= `could not be started: ${error.message}`;
      void this.close();
    });
    child.once('exit', (code, signal) => {
      this.exited ||= !this.closed;
      this.exitDescription ??=
        code === null ? `was killed by ${signal ?? 'a signal'}` : `exited with code ${code}`;
      // 'exit' may come before the last of stderr: read it to its end (or briefly, should
      // a process the server started keep it open) so the reason is not lost.
      const stderr = child.stderr;
      if (!stderr || stderr.readableEnded || stderr.destroyed) return void this.close();
      const timer = setTimeout(() => void this.close(), STDERR_DRAIN_MS);
      stderr.once('end', () => {
        clearTimeout(timer);
        void this.close();
      });
    });
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.call.child.stdin;
    if (this.closed || !stdin || stdin.destroyed) {
      return Promise.reject(new Error(`the server ${this.describeExit()}`));
    }
    return new Promise((resolve, reject) => {
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Closes stdin, lets the server exit for a moment, then kills its processes; calls onclose once. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { child } = this.call;
    if (!this.exited) {
      this.exitDescription ??= 'was stopped';
      child.stdin?.end();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, EXIT_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    // Whatever it started (or the server itself, when it did not exit) dies now.
    await this.call.kill();
    child.stdout?.destroy();
    child.stderr?.destroy();
    this.call.release();
    this.buffer.clear();
    this.onclose?.();
  }

  /** Why the process is gone, and the end of what it wrote to stderr. */
  describeExit(): string {
    const stderr = this.stderrTail.trim().split('\n').slice(-5).join(' / ');
    const why = this.exitDescription ?? 'is running';
    return stderr ? `${why}; its stderr ended with: ${stderr}` : why;
  }

  private readMessages(): void {
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        // A line that is not JSON-RPC (a stray log line) is reported, not fatal.
        this.onerror?.(error as Error);
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }
}
