import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { project, renderAt } from '../projects/test/render-hosted.js';
import { errorAnswer, storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { ProjectBuildingPage } from './ProjectBuildingPage.js';

const ACME = { slug: 'acme', name: 'Acme' };
const REF = 'abcdefghijklmnopqrst';
const page = <Route path="/project/:ref/building" component={ProjectBuildingPage} />;

/** Answers `GET /platform/projects/{ref}` with each status in turn, the last one from then on. */
function answerInTurn(...answers: (string | Response)[]) {
  let asked = 0;
  const api = stubAuthApi({
    [`GET /platform/projects/${REF}`]: () => {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      if (answer instanceof Response) return answer;
      return {
        ...project(REF, 'Shop', ACME, answer),
        ...(answer === 'INIT_FAILED' && { status_message: 'Could not create database: disk full' }),
      };
    },
  });
  return { api, asked: () => asked };
}

describe('/project/{ref}/building', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows progress while the project comes up, then opens it once active', async () => {
    const { asked } = answerInTurn('COMING_UP', 'COMING_UP', 'ACTIVE_HEALTHY');
    const { current } = renderAt(`/project/${REF}/building`, page);
    const progress = await screen.findByRole('progressbar', { name: 'Setting up Shop' });
    expect(progress.getAttribute('aria-valuenow')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your project is coming up');
    // Asked every 2 s: the third answer, 4 s in, is the active one.
    await waitFor(() => expect(current()).toBe(`/project/${REF}`), { timeout: 7000 });
    expect(asked()).toBe(3);
  });

  it('says why the project failed to start, stops asking, and leads back to the projects', async () => {
    const { asked } = answerInTurn('COMING_UP', 'INIT_FAILED');
    const { current } = renderAt(`/project/${REF}/building`, page);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Shop could not be set up');
    expect(alert.textContent).toContain('Could not create database: disk full');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked()).toBe(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to projects' }));
    expect(current()).toBe('/projects');
  });

  it('shows a restore in progress', async () => {
    answerInTurn('RESTORING');
    renderAt(`/project/${REF}/building`, page);
    expect(await screen.findByRole('progressbar', { name: 'Restoring Shop' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your project is being restored',
    );
  });

  it('says when the project cannot be found', async () => {
    answerInTurn(errorAnswer(404, `No project with ref ${REF}`, 'project_not_found'));
    renderAt(`/project/${REF}/building`, page);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`No project with ref ${REF}`);
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/projects',
    );
  });
});
