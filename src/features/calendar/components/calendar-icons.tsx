/**
 * Small inline SVG icons for calendar cards (no icon library). Kept to one <svg> and one <path> each,
 * with size and stroke in CSS: a busy day draws up to three per card.
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
