// Display components: every component of this group is exported here (index.ts re-exports it).
export { Badge, type BadgeProps } from './Badge/Badge.js';
export { badgeTones, type BadgeTone } from './Badge/Badge.css.js';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs.js';
export { CodeBlock, type CodeBlockProps } from './CodeBlock/CodeBlock.js';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.js';
// A stroked icon from one SVG path (24 px grid), for icons that are not the form controls' own.
export { Glyph as PathIcon } from './EmptyState/Glyph.js';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel/ErrorPanel.js';
export { Gauge, type GaugeProps } from './Gauge/Gauge.js';
export { gaugeTones, type GaugeTone } from './Gauge/Gauge.css.js';
export { gaugeThresholds, gaugeTone } from './Gauge/gaugeTone.js';
export {
  NoPermission,
  noPermissionMessage,
  type NoPermissionProps,
} from './NoPermission/NoPermission.js';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.js';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton.js';
export { skeletonShapes, type SkeletonShape } from './Skeleton/Skeleton.css.js';
export { Table, type TableProps } from './Table/Table.js';
export {
  tableColumnHelper,
  tableFeatures,
  type TableColumn,
  type TableFeatures,
} from './Table/columns.js';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs/Tabs.js';
