import { describe, expect, it } from 'vitest';
import { formatJam } from './OvertimeTiers';

describe('overtime durations', () => {
  it('reads as hours and minutes', () => {
    expect(formatJam(3)).toBe('3 jam');
    expect(formatJam(1.5)).toBe('1 jam 30 menit');
    expect(formatJam(0.75)).toBe('45 menit');
  });
});
