/** Images in the first user message, where their markers stand, and reserved before the request. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkImage,
  placedImages,
  promptContent,
  promptWords,
  sniffImageType,
  type PromptImage,
} from '../../src/engine/session/prompt-images.js';
import { runSession } from '../../src/engine/session/session.js';
import type { SessionOptions } from '../../src/engine/session/options.js';
import { createRunSpendCap } from '../../src/engine/budgets/run-spend-cap.js';
import { inputTokenBound, shapeOf } from '../../src/engine/budgets/request-bound.js';
import type { CallModel, ModelRequest } from '../../src/engine/model/types.js';
import { drain, reply } from '../loop/helpers.js';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../support/image-bytes.js';

const MODEL = 'claude-sonnet-4-0';

function image(number: number, bytes = pngBytes()): PromptImage {
  return {
    marker: `\u2063image-test-${number}\u2063`,
    mediaType: 'image/png',
    data: bytes.toString('base64'),
    name: `shot-${number}.png`,
    bytes: bytes.length,
  };
}

interface ImageRun {
  prompt?: string;
  images?: PromptImage[];
  maxBudgetUsd?: number;
  callModel?: CallModel;
}

function options(run: ImageRun): SessionOptions {
  return {
    prompt: run.prompt ?? 'Say hello.',
    workspaceRoot: mkdtempSync(join(tmpdir(), 'images-ws-')),
    model: { id: MODEL, call: run.callModel ?? (async () => reply('hello')) },
    limits: { maxTurns: 3, maxBudgetUsd: run.maxBudgetUsd ?? 1, timeoutMinutes: 30 },
    tools: {
      allowedTools: [],
      disallowedTools: [],
      toolResultDirectory: mkdtempSync(join(tmpdir(), 'images-results-')),
      ripgrepPath: null,
    },
    ...(run.images ? { conversation: { images: run.images } } : {}),
    host: { secrets: [] },
  };
}

describe('sniffImageType', () => {
  it('judges the four types the API reads by their first bytes, and nothing else', () => {
    expect(sniffImageType(pngBytes())).toBe('image/png');
    expect(sniffImageType(jpegBytes())).toBe('image/jpeg');
    expect(sniffImageType(gifBytes())).toBe('image/gif');
    expect(sniffImageType(webpBytes())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<!DOCTYPE html><html>'))).toBeUndefined();
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('checkImage', () => {
  it('takes an image up to 8000 px a side and refuses a larger one, which the API would refuse', () => {
    expect(checkImage(pngBytes(8000, 8000))).toEqual({ mediaType: 'image/png' });
    expect(checkImage(pngBytes(1280, 12000))).toEqual({
      reason: '1280 × 12000 px, more than the 8000 px a side the API accepts',
    });
    expect(checkImage(Buffer.from('<html>'))).toEqual({
      reason: 'not a PNG, JPEG, GIF or WebP image (judged by its bytes)',
    });
  });
});

describe('promptContent', () => {
  it('puts each image where its marker stands, and drops the marker', () => {
    const first = image(1);
    const second = image(2);
    const prompt = `Look: [image 2]${second.marker} and then [image 1]${first.marker} end`;
    const blocks = promptContent(prompt, [first, second]);
    expect(blocks.map((block) => block.type)).toEqual(['text', 'image', 'text', 'image', 'text']);
    expect(blocks[0]).toEqual({ type: 'text', text: 'Look: [image 2]' });
    expect(blocks[1]).toMatchObject({ source: { type: 'base64', data: second.data } });
    expect(blocks[2]).toEqual({ type: 'text', text: ' and then [image 1]' });
    expect(blocks[3]).toMatchObject({ source: { media_type: 'image/png', data: first.data } });
    expect(blocks[4]).toEqual({ type: 'text', text: ' end' });
    expect(JSON.stringify(blocks)).not.toContain('\u2063');
  });

  it('gives no image whose marker the text lost, and a prompt without images as one text block', () => {
    const kept = image(1);
    const lost = image(2);
    expect(placedImages(`a${kept.marker}`, [kept, lost])).toEqual([kept]);
    expect(
      promptContent(`a${kept.marker}`, [kept, lost]).filter((b) => b.type === 'image'),
    ).toHaveLength(1);
    expect(promptContent('just text')).toEqual([{ type: 'text', text: 'just text' }]);
    expect(promptWords(`see [image 1]${kept.marker}.`, [kept, lost])).toBe('see [image 1].');
    expect(promptContent(kept.marker, [kept]).map((block) => block.type)).toEqual(['image']);
  });
});

describe('a session with images', () => {
  it('sends them in the first user message, where they stand', async () => {
    const requests: ModelRequest[] = [];
    const callModel: CallModel = async (request) => {
      requests.push(request);
      return reply('I see a login page.');
    };
    const shot = image(1);
    const { value } = await drain(
      runSession(
        options({ prompt: `The bug: [image 1]${shot.marker} (see)`, images: [shot], callModel }),
      ),
    );
    expect(value.terminal_reason).toBe('completed');
    const first = requests[0]!.messages[0]!;
    expect(first.role).toBe('user');
    const blocks = first.content as { type: string; source?: { data: string } }[];
    const at = blocks.findIndex((block) => block.type === 'image');
    expect(blocks[at]?.source?.data).toBe(shot.data);
    expect(blocks[at - 1]).toMatchObject({ type: 'text', text: 'The bug: [image 1]' });
    expect(blocks[at + 1]).toMatchObject({ type: 'text', text: ' (see)' });
  });

  it("reserves each image's pixels before the request: a budget the text fits but the image does not sends nothing", async () => {
    // An 8000 × 8000 screenshot is billed as the largest the API keeps (about 8,900 tokens).
    const big = image(1, pngBytes(8000, 8000));
    const prompt = `Look: [image 1]${big.marker}`;
    const capture = async (images: PromptImage[]) => {
      let captured: ModelRequest | undefined;
      await drain(
        runSession(
          options({
            prompt,
            images,
            callModel: async (request) => {
              captured ??= request;
              return reply('ok');
            },
          }),
        ),
      );
      return inputTokenBound(shapeOf(captured!));
    };
    const withImage = await capture([big]);
    const textOnly = await capture([]);
    expect(withImage - textOnly).toBeGreaterThan(8_000);
    // The smallest cap that lets the text-only request go (to a cent's hundredth).
    let budget = 0.0001;
    while (!createRunSpendCap(budget).affords(MODEL, textOnly)) budget += 0.0001;
    expect(createRunSpendCap(budget).affords(MODEL, withImage)).toBe(false);

    let calls = 0;
    const counting: CallModel = async () => {
      calls++;
      return reply('ok');
    };
    const refused = await drain(
      runSession(options({ prompt, images: [big], maxBudgetUsd: budget, callModel: counting })),
    );
    expect(refused.value.terminal_reason).toBe('budget_exhausted');
    expect(calls).toBe(0);
    const allowed = await drain(
      runSession(options({ prompt, maxBudgetUsd: budget, callModel: counting })),
    );
    expect(allowed.value.terminal_reason).toBe('completed');
    expect(calls).toBe(1);
  });
});
