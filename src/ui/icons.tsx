/**
 * The app's icons, inline SVG (no icon library). The calendar cards' icons are one <svg> and one
 * <path> each, with size and stroke in CSS (a busy day draws up to three per card); the others take a
 * size and draw in the text colour.
 */

interface IconProps {
  className?: string;
}

function icon(d: string, filled = false) {
  return function Icon({ className }: IconProps) {
    return (
      <svg className={className} viewBox="0 0 24 24" aria-hidden="true" data-filled={filled || undefined}>
        <path d={d} />
      </svg>
    );
  };
}

/** Confirmed. */
export const CheckIcon = icon('M4 12.5l5 5L20 6.5');

/** The customer asked for this staff member. */
export const HeartIcon = icon(
  'M12 20s-7-4.4-8.8-9A4.9 4.9 0 0 1 12 6.6 4.9 4.9 0 0 1 20.8 11C19 15.6 12 20 12 20z',
  true,
);

/** Booked by a phone call (sourceType 0). */
export const PhoneIcon = icon(
  'M5 3.5h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.3 1.7V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z',
);

/** Booked online (any other sourceType). */
export const GlobeIcon = icon(
  'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
);

/** Icons for buttons and headers: stroked in the text colour, sized by `size` (px). */
function lineIcon(paths: readonly string[], strokeWidth = 2) {
  return function LineIcon({ size = 22 }: { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

/** Back (the back header). */
export const BackIcon = lineIcon(['M15 18l-6-6 6-6']);

/** A chevron pointing right (the calendar's next staff). */
export const ForwardIcon = lineIcon(['M9 18l6-6-6-6']);

/** Changes waiting to be sent (the header's sync badge). */
export const SyncIcon = lineIcon(['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5']);

/** New (the calendar's floating action button). */
export const PlusIcon = lineIcon(['M12 5v14M5 12h14'], 2.4);

/** A day calendar (the owner calendar's button). */
export const CalendarIcon = lineIcon(['M4 6.5h16v13.5H4z', 'M4 10.5h16', 'M8 3.5v5M16 3.5v5']);

/** A filter by person (the staff filter). */
export const PersonIcon = lineIcon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5a7.5 7.5 0 0 1 15 0']);

/** Chosen. */
export const TickIcon = lineIcon(['M4 12.5l5 5L20 6.5'], 2.4);

/** More actions: three dots (the staff header's account menu). */
export function MoreIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/** Play, over a video's thumbnail. */
export function PlayIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="rgb(255 255 255 / 85%)" />
      <path d="M10 8l6 4-6 4z" fill="#343a40" />
    </svg>
  );
}

/** Edit (the booking Review's boxes). */
export const EditIcon = lineIcon(['M4 20h4L19 9l-4-4L4 16v4z']);
