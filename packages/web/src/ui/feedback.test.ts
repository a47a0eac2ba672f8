import { describe, expect, it } from 'vitest';
import { statusColor } from './feedback';

describe('approval status colours (spec section 4)', () => {
  it('is yellow for menunggu, green for disetujui, red for ditolak, grey otherwise', () => {
    expect(statusColor('Menunggu Persetujuan')).toContain('yellow');
    expect(statusColor('Disetujui')).toContain('green');
    expect(statusColor('Ditolak')).toContain('red');
    expect(statusColor('Dibatalkan')).toContain('slate');
  });
});
