import type { ComponentDoc } from '../docs.js';
import { badgeDoc } from './Badge/Badge.example.js';
import { breadcrumbsDoc } from './Breadcrumbs/Breadcrumbs.example.js';
import { codeBlockDoc } from './CodeBlock/CodeBlock.example.js';
import { emptyStateDoc } from './EmptyState/EmptyState.example.js';
import { errorPanelDoc } from './ErrorPanel/ErrorPanel.example.js';
import { gaugeDoc } from './Gauge/Gauge.example.js';
import { noPermissionDoc } from './NoPermission/NoPermission.example.js';
import { progressBarDoc } from './ProgressBar/ProgressBar.example.js';
import { skeletonDoc } from './Skeleton/Skeleton.example.js';
import { tableDoc } from './Table/Table.example.js';
import { tabsDoc } from './Tabs/Tabs.example.js';

/** Docs of the display components, in the order the docs site lists them. */
export const displayDocs: readonly ComponentDoc[] = [
  tabsDoc,
  badgeDoc,
  breadcrumbsDoc,
  tableDoc,
  emptyStateDoc,
  errorPanelDoc,
  noPermissionDoc,
  skeletonDoc,
  progressBarDoc,
  gaugeDoc,
  codeBlockDoc,
];
