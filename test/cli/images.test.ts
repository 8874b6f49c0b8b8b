/**
 * `--image <file>` through the bundled CLI and the real SDK against the fake Anthropic
 * server: each image reaches the model in the first request, after the prompt's text; a
 * file that is no image the API reads, or is over 5 MB, is a usage error naming it, and
 * the model is never asked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';
import { gifBytes, pngBytes } from '../support/image-bytes.js';

const HOME = mkdtempSync(join(tmpdir(), 'cli-images-home-'));
const WORKSPACE = mkdtempSync(join(tmpdir(), 'cli-images-ws-'));
const FILES = mkdtempSync(join(tmpdir(), 'cli-images-files-'));

let server: FakeAnthropic | undefined;
beforeAll(() => assertDistFresh());
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  for (const folder of [HOME, WORKSPACE, FILES]) rmSync(folder, { recursive: true, force: true });
});

function file(name: string, bytes: Buffer | string): string {
  const path = join(FILES, name);
  writeFileSync(path, bytes);
  return path;
}

const env = () => ({
  HOME,
  AGENT_LOOP_HOME: HOME,
  ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
});
const base = ['--cwd', WORKSPACE, '--sandbox', 'off', '--output-format', 'json'];

describe('agent-loop run --image', () => {
  it('gives each image to the model after the prompt, in the first request', async () => {
    server = await startFakeAnthropic([reply(text('A dialog and a spinner.'))]);
    const shot = file('dialog.png', pngBytes(800, 600, 512));
    // Named .png but a GIF: the bytes decide.
    const spinner = file('spinner.png', gifBytes());
    const run = await runCli(
      ['run', 'What do these show?', '--image', shot, '--image', spinner, ...base],
      env(),
    );
    expect(run.code, run.stderr).toBe(0);
    const content = server.requests[0]!.body.messages[0].content as {
      type: string;
      text?: string;
      source?: { media_type: string; data: string };
    }[];
    const images = content.filter((block) => block.type === 'image');
    expect(images.map((image) => image.source?.media_type)).toEqual(['image/png', 'image/gif']);
    expect(images[0]!.source?.data).toBe(pngBytes(800, 600, 512).toString('base64'));
    expect(images[1]!.source?.data).toBe(gifBytes().toString('base64'));
    const before = content[content.indexOf(images[0]!) - 1]?.text ?? '';
    expect(before).toContain('What do these show?');
    expect(before.endsWith('[image 1: dialog.png]')).toBe(true);
  });

  it('refuses a file that is not an image, or is over 5 MB, before asking the model', async () => {
    server = await startFakeAnthropic([reply(text('never'))]);
    const page = file('page.png', '<!DOCTYPE html><html></html>');
    const notImage = await runCli(['run', 'look', '--image', page, ...base], env());
    expect(notImage.code).toBe(2);
    expect(notImage.stderr).toContain(
      `--image: "${page}": not a PNG, JPEG, GIF or WebP image (judged by its bytes)`,
    );
    const huge = file('huge.png', pngBytes(100, 100, 5 * 1024 * 1024 + 1));
    const tooLarge = await runCli(['run', 'look', '--image', huge, ...base], env());
    expect(tooLarge.code).toBe(2);
    expect(tooLarge.stderr).toContain(`--image: "${huge}" is larger than 5 MB`);
    expect(server.requests).toHaveLength(0);
  });
});
