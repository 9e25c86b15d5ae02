import { globalStyle } from '@vanilla-extract/css';

// No page scrolls as a whole (issue 12, item 6): the browser's 8 px body margin goes, and the
// document is exactly the viewport, so only the shell's regions (nav, main) scroll and an opened
// panel cannot scroll the header away.
globalStyle('html, body, #root', { margin: 0, height: '100%', overflow: 'hidden' });
