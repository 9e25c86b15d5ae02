import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { Skeleton } from '@atrium/design-system';
import { SIGNED_OUT_ROUTES } from '../../auth/sign-in-routes.js';
import { ProjectHomePage } from '../../pages/ProjectHomePage.js';
import { LeaveForSignIn } from '../LeaveForSignIn.js';
import type { AppRoute } from './app-route.js';

/** Core pages off the common path load on first visit, keeping the shell's first load small. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => {
  const Lazy = lazy(async () => ({ default: (await load())[name]! }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Skeleton count={3} />}>
        <Lazy />
      </Suspense>
    );
  };
};

const ProjectsPage = page(() => import('../../pages/ProjectsPage.js'), 'ProjectsPage');
const MePage = page(() => import('../../account/MePage.js'), 'MePage');
const TokensPage = page(() => import('../../account/TokensPage.js'), 'TokensPage');
const SecurityPage = page(() => import('../../account/SecurityPage.js'), 'SecurityPage');
const AuditPage = page(() => import('../../account/AuditPage.js'), 'AuditPage');
const TeamPage = page(() => import('../../team/TeamPage.js'), 'TeamPage');
const OrgAuditPage = page(() => import('../../audit/OrgAuditPage.js'), 'OrgAuditPage');
const SupportPage = page(() => import('../../pages/SupportPage.js'), 'SupportPage');
const PluginsAdminPage = page(() => import('../../pages/PluginsAdminPage.js'), 'PluginsAdminPage');
const NewProjectPage = page(() => import('../../pages/NewProjectPage.js'), 'NewProjectPage');
const ApiSettingsPage = page(
  () => import('../../project-settings/ApiSettingsPage.js'),
  'ApiSettingsPage',
);
const ProjectBuildingPage = page(
  () => import('../../pages/ProjectBuildingPage.js'),
  'ProjectBuildingPage',
);

const DEFAULT_PROJECT = '/project/default';
const toDefaultProject = <Redirect to={DEFAULT_PROJECT} replace />;
const hosted = { hosted: true } as const;
const selfHosted = { hosted: false } as const;

/** Core's own pages, ahead of the plugins' screens in the route table. */
export const CORE_ROUTES: readonly AppRoute[] = [
  { path: '/', when: hosted, element: <Redirect to="/projects" replace /> },
  { path: '/', when: selfHosted, element: toDefaultProject },
  { path: '/projects', element: <ProjectsPage /> },
  // New projects are made on the hosted platform; self-hosted has the one project.
  { path: '/new/:slug', when: hosted, element: <NewProjectPage /> },
  { path: '/new/*?', when: selfHosted, element: toDefaultProject },
  ...SIGNED_OUT_ROUTES.map((path) => ({ path, element: <LeaveForSignIn /> })),
  { path: '/support/new', element: <SupportPage /> },
  { path: '/admin/plugins', element: <PluginsAdminPage /> },
  // Accounts exist in every build now, so their pages do too (issue 13).
  { path: '/account/me', element: <MePage /> },
  { path: '/account/tokens', element: <TokensPage /> },
  { path: '/account/security', element: <SecurityPage /> },
  { path: '/account/audit', element: <AuditPage /> },
  { path: '/org/:slug/team', element: <TeamPage /> },
  { path: '/org/:slug/audit', element: <OrgAuditPage /> },
  { path: '/project/:ref', element: <ProjectHomePage /> },
  { path: '/project/:ref/building', element: <ProjectBuildingPage /> },
  // Ahead of the self-hosted fallback of /project/:ref/settings/*: the default project has keys.
  { path: '/project/:ref/settings/api', element: <ApiSettingsPage /> },
];

/**
 * Other account pages, and project settings, are hosted only (spec 2.2): self-hosted, they lead
 * to the one project. They follow the plugins' screens, so a plugin's settings page (a project's
 * API keys, its storage settings) still renders self-hosted.
 */
export const SELF_HOSTED_FALLBACKS: readonly AppRoute[] = [
  { path: '/account/*?', when: selfHosted, element: toDefaultProject },
  { path: '/project/:ref/settings/*?', when: selfHosted, element: toDefaultProject },
];
