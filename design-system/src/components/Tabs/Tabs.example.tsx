import type { ComponentDoc } from '../../docs.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

export const tabsDoc: ComponentDoc = {
  name: 'Tabs',
  description:
    'Switches between panels of one view. Compose Tabs > TabList > Tab and TabPanel, pairing each Tab and TabPanel by id. Arrow keys move between tabs.',
  propTypes: ['TabsProps', 'TabListProps', 'TabProps', 'TabPanelProps'],
  examples: [
    {
      title: 'Horizontal',
      render: () => (
        <Tabs>
          <TabList aria-label="Report">
            <Tab id="overview">Overview</Tab>
            <Tab id="queries">Queries</Tab>
            <Tab id="settings" isDisabled>
              Settings
            </Tab>
          </TabList>
          <TabPanel id="overview">Overview panel</TabPanel>
          <TabPanel id="queries">Queries panel</TabPanel>
          <TabPanel id="settings">Settings panel</TabPanel>
        </Tabs>
      ),
    },
    {
      title: 'Vertical',
      render: () => (
        <Tabs orientation="vertical" defaultSelectedKey="api">
          <TabList aria-label="Settings">
            <Tab id="general">General</Tab>
            <Tab id="api">API</Tab>
          </TabList>
          <TabPanel id="general">General settings</TabPanel>
          <TabPanel id="api">API settings</TabPanel>
        </Tabs>
      ),
    },
  ],
};
