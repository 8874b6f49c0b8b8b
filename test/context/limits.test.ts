import { describe, expect, it } from 'vitest';
import { contextThresholds } from '../../src/engine/context/limits.js';

describe('contextThresholds', () => {
  it('reserves the whole max_tokens the request may use (32k by default), not 20k', () => {
    expect(contextThresholds(200_000, 32_000)).toEqual({
      effectiveWindow: 168_000,
      autocompactAt: 156_240,
      warningAt: 136_240,
      blockingAt: 165_000,
    });
    // Raised to a 128k model's maximum after a max_tokens stop, the reserve follows.
    expect(contextThresholds(1_000_000, 128_000).effectiveWindow).toBe(872_000);
  });

  it('reserves only the output a small model can produce', () => {
    const t = contextThresholds(200_000, 8_192);
    expect(t.effectiveWindow).toBe(191_808);
    expect(t.autocompactAt).toBe(Math.floor(191_808 * 0.93));
    expect(t.warningAt).toBe(t.autocompactAt - 20_000);
    expect(t.blockingAt).toBe(188_808);
  });

  it('scales to a 1M window', () => {
    const t = contextThresholds(1_000_000, 32_000);
    expect(t.effectiveWindow).toBe(968_000);
    expect(t.autocompactAt).toBe(900_240);
    expect(t.warningAt).toBe(880_240);
    expect(t.blockingAt).toBe(965_000);
    expect(t.warningAt).toBeLessThan(t.autocompactAt);
    expect(t.autocompactAt).toBeLessThan(t.blockingAt);
  });
});
