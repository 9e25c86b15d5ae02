import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.js';

/** Each part keeps react-aria's props, minus styling, plus the escape hatch. */
type Styled<P> = Omit<P, 'className' | 'style'> & {
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
};

export type TabsProps = Styled<AriaTabsProps>;
export type TabListProps<T extends object> = Styled<AriaTabListProps<T>>;
export type TabProps = Styled<AriaTabProps>;
export type TabPanelProps = Styled<AriaTabPanelProps>;

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/**
 * Tabs switch between panels of one view. react-aria gives the tablist roles, arrow-key
 * navigation, Home/End and selection; `id`s tie each Tab to its TabPanel.
 */
export function Tabs({ UNSAFE_className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={join(styles.tabs, UNSAFE_className)} />;
}

export function TabList<T extends object>({ UNSAFE_className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={join(styles.tabList, UNSAFE_className)} />;
}

export function Tab({ UNSAFE_className, ...props }: TabProps) {
  return <AriaTab {...props} className={join(styles.tab, UNSAFE_className)} />;
}

export function TabPanel({ UNSAFE_className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={join(styles.tabPanel, UNSAFE_className)} />;
}
