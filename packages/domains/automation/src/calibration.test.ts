/** The pure parts of calibration: percentiles and thresholds (given/want tables). */
import { describe, expect, it } from 'vitest';
import { percentile, thresholdsOf } from './calibration';

describe('calibration figures', () => {
  it('percentiles interpolate linearly; floor = p25, ceiling = p90', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(percentile([1, 2], 0.9)).toBeCloseTo(1.9);
    expect(percentile([], 0.5)).toBe(0);
    expect(thresholdsOf([4, 1, 3, 2, 5], 2)).toEqual({
      floor: 2,
      ceiling: 4.6,
      p10: 1.4,
      p25: 2,
      p50: 3,
      p75: 4,
      p90: 4.6,
      sample_size: 5,
    });
    expect(thresholdsOf([1050.4, 999.6], 0).p50).toBe(1025);
  });
});
