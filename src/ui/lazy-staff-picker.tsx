import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { StaffPickerDialog } from './staff-picker-dialog.tsx';

/** The staff picker's module (a Modal: a third of a screen's code): a screen warms it up when idle. */
export const loadStaffPicker = () => import('./staff-picker-dialog.tsx');
const LazyDialog = lazy(() => loadStaffPicker().then((m) => ({ default: m.StaffPickerDialog })));

/**
 * The one staff picker, loaded on the first opening (or before, by `loadStaffPicker`) and drawn from
 * then on, so that it closes with its transition.
 */
export function LazyStaffPicker(props: ComponentProps<typeof StaffPickerDialog>) {
  const [used, setUsed] = useState(false);
  if (props.opened && !used) setUsed(true);
  return used || props.opened ? (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  ) : null;
}
