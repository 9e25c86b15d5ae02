import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { ServicesProvider } from '../host/services-context.js';
import { storeSession } from '../sign-in/test/stub-auth-api.js';
import { testServices } from '../test/services.js';
import { AccountMenu } from './AccountMenu.js';

const renderMenu = () => {
  const location = memoryLocation({ path: '/project/default', record: true });
  const view = render(
    <ServicesProvider services={testServices([])}>
      <Router hook={location.hook}>
        <AccountMenu />
      </Router>
    </ServicesProvider>,
  );
  return { ...view, path: () => location.history.at(-1) };
};

describe('AccountMenu', () => {
  afterEach(() => localStorage.clear());

  it('offers sign-in when nobody is signed in', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('names the signed-in user and opens the account pages and Sign out', async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    const { path, baseElement } = renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Account: owner@example.com' });
    await user.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Preferences',
      'Access Tokens',
      'Security',
      'Audit Logs',
      'Organization members',
      'Organization audit log',
      'Sign out',
    ]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(baseElement);
    await user.click(screen.getByRole('menuitem', { name: 'Security' }));
    expect(path()).toBe('/account/security');
  });

  it("opens the organization's members from a project page (the team was reachable only by URL)", async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    const { path } = renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account: owner@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Organization members' }));
    expect(path()).toBe('/org/default/team');
  });
});
