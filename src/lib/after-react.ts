// Imported first by the public booking page's entry: React's modules are evaluated, then the page's own
// in a task of their own (the bundle runs what follows this module's await after it), so that the
// page's start is two shorter tasks rather than one long one on a slow phone.
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve, 0));
