import { describe, expect, it, vi } from 'vitest';
import { placeholderFor } from '../model/column-category.js';
import { nowText, spacedTimestamp } from './now-text.js';

describe('nowText', () => {
  const moment = new Date(2026, 0, 2, 3, 4, 5);

  it('writes each date and time format in the shape of its placeholder', () => {
    for (const format of ['date', 'time', 'timetz', 'timestamp', 'timestamptz']) {
      const placeholder = placeholderFor(format)!;
      const shape = placeholder.replace('+zz', '').replace(/[a-z]/g, '9');
      let text = nowText(format, moment)!;
      if (placeholder.endsWith('+zz')) text = text.replace(/[+-]\d\d(:\d\d)?$/, '');
      expect(text.replace(/\d/g, '9'), format).toBe(shape);
    }
    expect(nowText('timestamp', moment)).toBe('2026-01-02 03:04:05');
    expect(nowText('text', moment)).toBeUndefined();
  });

  it('gives the zone as Postgres prints it, with minutes only when it has them', () => {
    const at = (offsetMinutes: number) => {
      const date = new Date(moment);
      vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
      return nowText('timestamptz', date);
    };
    expect(at(-60)).toBe('2026-01-02 03:04:05+01');
    expect(at(300)).toBe('2026-01-02 03:04:05-05');
    expect(at(-330)).toBe('2026-01-02 03:04:05+05:30');
  });
});

describe('spacedTimestamp', () => {
  it('puts a space for the T of a stored timestamp and leaves other text alone', () => {
    expect(spacedTimestamp('2024-05-01T10:00:00+00:00')).toBe('2024-05-01 10:00:00+00:00');
    expect(spacedTimestamp('Tuesday')).toBe('Tuesday');
  });
});
