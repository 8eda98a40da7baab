import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pink',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Every dialog's × has a name for screen readers. Plain objects, not `Modal.extend`: importing the
    // components here would put them in every page's first load.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});
