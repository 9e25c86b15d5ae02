import { render, screen, within } from '@testing-library/react';
import type { Grant } from '@atrium/common/permissions';
import { FileExplorer } from '../FileExplorer.js';
import { ExplorerHarness } from './ExplorerHarness.js';

/** What a test of the mounted explorer reads back: the titles of the notifications it showed. */
export interface MountedExplorer {
  readonly titles: () => readonly string[];
}

/** Mounts the explorer on the `photos` bucket, as a member with `grants`, recording notifications. */
export function mountExplorer(grants?: readonly Grant[]): MountedExplorer {
  const shown: string[] = [];
  const notify = (notification: { title: string }) => {
    shown.push(notification.title);
    return { update() {}, dismiss() {} };
  };
  render(
    <ExplorerHarness grants={grants} feedback={{ notify }}>
      <FileExplorer bucketId="photos" />
    </ExplorerHarness>,
  );
  return { titles: () => shown };
}

/** The bucket's root column, once listed. */
export const rootColumn = () => screen.findByRole('listbox', { name: 'photos' });

/** A row of the root column, by its accessible name. */
export const rootOption = async (name: RegExp) =>
  within(await rootColumn()).getByRole('option', { name });

/** A root row's selection checkbox. */
export const rootCheckbox = async (name: RegExp) =>
  within(await rootOption(name)).getByTestId('select-item');
