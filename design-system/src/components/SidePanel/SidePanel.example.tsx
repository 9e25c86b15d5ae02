import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { sidePanelSides } from './SidePanel.css.js';
import { sidePanelSizes } from './extents.js';
import { SidePanel } from './SidePanel.js';

const footer = (close: () => void) => (
  <>
    <Button onPress={close}>Cancel</Button>
    <Button variant="solid" tone="accent" onPress={close}>
      Save
    </Button>
  </>
);

export const sidePanelDoc: ComponentDoc = {
  name: 'SidePanel',
  description:
    'A sheet that slides in from an edge in 300ms (no motion when reduced motion is asked for), with a header, a scrolling body and a footer. 600px wide, 1200px with the assistant pane; Escape closes it.',
  examples: [
    {
      title: 'Sides',
      render: () => (
        <Box display="flex" gap="small">
          {sidePanelSides.map((side) => (
            <SidePanel
              key={side}
              side={side}
              trigger={<Button>{side}</Button>}
              title={`Panel on the ${side}`}
              footer={footer}
            >
              Body
            </SidePanel>
          ))}
        </Box>
      ),
    },
    {
      title: 'Sizes and the assistant pane',
      render: () => (
        <Box display="flex" flexWrap="wrap" gap="small">
          {sidePanelSizes.map((size) => (
            <SidePanel key={size} size={size} trigger={<Button>{size}</Button>} title={size}>
              A {size} panel.
            </SidePanel>
          ))}
          <SidePanel
            withAssistantPane
            trigger={<Button>with assistant</Button>}
            title="Edit policy"
            footer={footer}
          >
            1200px wide, room for the assistant next to the editor.
          </SidePanel>
        </Box>
      ),
    },
  ],
};
