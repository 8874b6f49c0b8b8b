import { describe, expect, it } from 'vitest';
import { contextThresholds } from '../../src/context/limits.js';

describe('contextThresholds', () => {
  it('reserves at most 20k of output and derives the levels from the effective window', () => {
    expect(contextThresholds(200_000, 64_000)).toEqual({
      effectiveWindow: 180_000,
      autocompactAt: 167_400,
      warningAt: 147_400,
      blockingAt: 177_000,
    });
  });

  it('reserves only the model output limit when it is below 20k', () => {
    const t = contextThresholds(200_000, 8_192);
    expect(t.effectiveWindow).toBe(191_808);
    expect(t.autocompactAt).toBe(Math.floor(191_808 * 0.93));
    expect(t.warningAt).toBe(t.autocompactAt - 20_000);
    expect(t.blockingAt).toBe(188_808);
  });

  it('scales to a 1M window', () => {
    const t = contextThresholds(1_000_000, 128_000);
    expect(t.effectiveWindow).toBe(980_000);
    expect(t.autocompactAt).toBe(911_400);
    expect(t.warningAt).toBe(891_400);
    expect(t.blockingAt).toBe(977_000);
    expect(t.warningAt).toBeLessThan(t.autocompactAt);
    expect(t.autocompactAt).toBeLessThan(t.blockingAt);
  });
});
