import { Button } from '@mantine/core';
import { toast } from './toast.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/**
 * Export CSV: a list of customers saved as a file (needs the connection); says how many customers it
 * holds. Disabled while the file is being made. `label` names what is exported when a screen has several.
 */
export function ExportButton({
  run,
  label = 'Export CSV',
  disabled = false,
}: {
  run: () => Promise<number>;
  label?: string;
  /** Nothing to export (an empty list). */
  disabled?: boolean;
}) {
  const { run: exportList, busy } = useSingleFlight(async () => {
    try {
      const n = await run();
      toast.success(n === 1 ? '1 customer exported' : `${n} customers exported`);
    } catch (err) {
      toast.failure(err);
    }
  });
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      disabled={busy || disabled}
      onClick={() => void exportList()}
    >
      {label}
    </Button>
  );
}
