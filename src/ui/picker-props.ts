import type { IsoDay } from '../lib/periods.ts';

/** What every date field takes (ui/pickers.tsx draws them; ui/date-pickers.tsx is their loaded part). */
export interface PickerProps {
  /** YYYY-MM-DD. */
  value: IsoDay;
  onChange: (day: IsoDay) => void;
  /** The last day offered (today); no limit when unset. */
  maxDate?: IsoDay;
  label?: string;
}

export type DayPickerProps = PickerProps & {
  minDate?: IsoDay;
  error?: string | null;
  /** Shown MM-DD (the owner calendar's day) instead of MM-DD-YYYY. */
  short?: boolean;
};
