import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { PolicyTestPanel } from './PolicyTestPanel.js';

const panel = (onRun = vi.fn(), policyRoles: string[] = []) =>
  render(
    <PolicyTestPanel
      description="What the role could do."
      policyRoles={policyRoles}
      renderRun={(run) => <Button onPress={run}>Run test</Button>}
      onRun={onRun}
      error={undefined}
    >
      <p>the result</p>
    </PolicyTestPanel>,
  );

describe('PolicyTestPanel', () => {
  it("tests as the policy's first role until one is picked, without claims", async () => {
    const onRun = vi.fn();
    const { container } = panel(onRun, ['anon']);
    expect(screen.getByRole('region', { name: 'Test this policy' })).toBeTruthy();
    expect(screen.getByText('What the role could do.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(onRun).toHaveBeenCalledWith({ role: 'anon' });
    await expectAccessible(container);
  });

  it('sends a user id and the claims typed for authenticated, and refuses claims not an object', async () => {
    const onRun = vi.fn();
    panel(onRun, ['authenticated']);
    await userEvent.type(screen.getByRole('textbox', { name: /User ID/ }), 'u1');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(onRun).toHaveBeenLastCalledWith({ role: 'authenticated', claims: { sub: 'u1' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Other JWT claims/ }), '[[1]');
    await userEvent.click(screen.getByRole('button', { name: 'Run test' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('JWT claims must be a JSON object');
    expect(screen.queryByText('the result')).toBeNull();
  });
});
