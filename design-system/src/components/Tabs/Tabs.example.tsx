import type { ComponentDoc } from '../../docs.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

export const tabsDoc: ComponentDoc = {
  name: 'Tabs',
  description:
    'Switches between panels of one view. Compose Tabs > TabList > Tab and TabPanel, pairing each Tab and TabPanel by id. Arrow keys move between tabs.',
  props: [
    { name: 'selectedKey', type: 'Key', description: 'Selected tab id (controlled).' },
    { name: 'defaultSelectedKey', type: 'Key', description: 'Initially selected tab id.' },
    { name: 'onSelectionChange', type: '(key: Key) => void', description: 'Tab changed.' },
    {
      name: 'orientation',
      type: 'horizontal | vertical',
      default: 'horizontal',
      description: 'Layout and arrow-key axis.',
    },
    { name: 'disabledKeys', type: 'Iterable<Key>', description: 'Tabs that cannot be selected.' },
    {
      name: 'keyboardActivation',
      type: 'automatic | manual',
      default: 'automatic',
      description: 'Whether focusing a tab selects it.',
    },
  ],
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
