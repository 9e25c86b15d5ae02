import { describe, expect, it } from 'vitest';
import { project } from '../../projects/test/render-hosted.js';
import { crumbsFor } from './project-in-view.js';

const ACME = { slug: 'acme', name: 'Acme' };
const DEFAULT = { slug: 'default', name: 'Default organization' };
const SHOP = project('abcdefghijklmnopqrst', 'Shop', ACME);
const DEFAULT_PROJECT = project('default', 'Default project', DEFAULT);
const PROJECTS = [DEFAULT_PROJECT, SHOP];

describe('crumbsFor', () => {
  it("names a hosted project's page by the project's and its organization's names", () => {
    expect(crumbsFor('/project/abcdefghijklmnopqrst/editor/1', true, [ACME], PROJECTS)).toEqual({
      organization: ACME,
      project: SHOP,
    });
  });

  it('names an organization page without a project when hosted', () => {
    expect(crumbsFor('/org/acme/team', true, [ACME], PROJECTS)).toEqual({ organization: ACME });
  });

  it("keeps self-hosted's one project in view on the organization's pages, the way back to it", () => {
    expect(crumbsFor('/org/default/team', false, [DEFAULT], PROJECTS)).toEqual({
      organization: DEFAULT,
      project: DEFAULT_PROJECT,
    });
  });

  it("takes the organization's name from the project when the organizations are not listed", () => {
    expect(crumbsFor('/project/abcdefghijklmnopqrst', true, [], PROJECTS).organization).toEqual(
      ACME,
    );
  });

  it('names nothing it cannot name: an unknown project, a hosted page outside both', () => {
    expect(crumbsFor('/project/nope', true, [ACME], PROJECTS)).toEqual({});
    expect(crumbsFor('/account/me', true, [ACME], PROJECTS)).toEqual({});
  });
});
