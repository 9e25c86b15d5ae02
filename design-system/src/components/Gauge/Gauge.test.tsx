import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Gauge } from './Gauge.js';
import { gaugeTone } from './gaugeTone.js';

const toneAt = (value: number, maxValue = 100) => {
  const { unmount } = render(<Gauge label="Connections" value={value} maxValue={maxValue} />);
  const tone = screen.getByRole('meter', { name: 'Connections' }).getAttribute('data-tone');
  unmount();
  return tone;
};

describe('Gauge', () => {
  it('warns above 75 % and turns critical above 90 %', () => {
    expect(toneAt(75)).toBe('normal');
    expect(toneAt(76)).toBe('caution');
    expect(toneAt(90)).toBe('caution');
    expect(toneAt(91)).toBe('critical');
  });

  it('measures the share of the range, not the raw value', () => {
    // 46 of 60 connections is 76.7 %.
    expect(toneAt(46, 60)).toBe('caution');
    expect(toneAt(45, 60)).toBe('normal');
    expect(gaugeTone(100)).toBe('critical');
  });

  it('colours each tone differently', () => {
    const fillClass = (value: number) => {
      const { container, unmount } = render(<Gauge aria-label="Load" value={value} />);
      const className = container.querySelector<HTMLElement>('[style]')?.className;
      unmount();
      return className;
    };
    expect(new Set([fillClass(10), fillClass(80), fillClass(95)]).size).toBe(3);
  });

  it('exposes its value to assistive technology', () => {
    render(<Gauge label="Connections" value={30} maxValue={60} />);
    const meter = screen.getByRole('meter', { name: 'Connections' });
    expect(meter.getAttribute('aria-valuenow')).toBe('30');
    expect(meter.getAttribute('aria-valuetext')).toBe('50%');
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <Gauge label="Connections" value={95} />
        <Gauge aria-label="Disk" value={20} />
      </>,
    );
    await expectAccessible(container);
  });
});
