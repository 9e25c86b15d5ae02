import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { descriptionOf } from '../FormField/testing.js';
import { switchSizes, switchTrack } from './dimensions.js';
import { switchLabel } from './Switch.css.js';
import { Switch } from './Switch.js';

describe('Switch', () => {
  it('turns on and off from a click and from Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Show system schemas</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Show system schemas' });
    await userEvent.click(screen.getByText('Show system schemas'));
    expect(toggle).toHaveProperty('checked', true);
    await userEvent.keyboard(' ');
    expect(toggle).toHaveProperty('checked', false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays put while disabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled defaultSelected onChange={onChange}>
        Locked
      </Switch>,
    );
    await userEvent.click(screen.getByText('Locked'));
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('comes in small, medium (the default) and large, each its own look', () => {
    expect(switchSizes).toEqual(['small', 'medium', 'large']);
    render(
      <>
        <Switch size="small">S</Switch>
        <Switch size="medium">M</Switch>
        <Switch size="large">L</Switch>
        <Switch>Default</Switch>
      </>,
    );
    const label = (name: string) => screen.getByText(name).closest('label')!.className;
    expect(new Set([label('S'), label('M'), label('L')]).size).toBe(3);
    expect(label('M')).toBe(switchLabel({ size: 'medium' }));
    expect(label('Default')).toBe(label('M'));
  });

  it('grows its track from small to large', () => {
    expect(switchTrack).toEqual({
      small: { width: 26, height: 16 },
      medium: { width: 34, height: 20 },
      large: { width: 44, height: 24 },
    });
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <Switch description="Applies to every table">Wrap text</Switch>
        <Switch isDisabled size="small">
          Off
        </Switch>
      </>,
    );
    expect(descriptionOf(screen.getByRole('switch', { name: 'Wrap text' }))).toBe(
      'Applies to every table',
    );
    await expectAccessible(container);
  });
});
