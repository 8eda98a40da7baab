import { getThemeColor, useMantineTheme } from '@mantine/core';

export interface RingSection {
  /** Percent of the ring, 0–100. */
  value: number;
  /** A theme color ("pink.6") or any CSS color. */
  color: string;
}

/**
 * A ring of parts (the overview's shares), drawn as plain SVG: Mantine's RingProgress brings a
 * floating tooltip library (about 16 KB) and restyles the page when it mounts, on a screen that must
 * start fast offline. The parts' names and figures are written beside it, so the ring is decoration.
 */
export function Ring({
  sections,
  size = 110,
  thickness = 14,
}: {
  sections: RingSection[];
  size?: number;
  thickness?: number;
}) {
  const theme = useMantineTheme();
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const empty = sections.every((s) => !(s.value > 0));
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`} fill="none" strokeWidth={thickness}>
        <circle cx={size / 2} cy={size / 2} r={radius} stroke={getThemeColor('gray.2', theme)} />
        {!empty &&
          sections.map((s) => {
            const length = (Math.max(0, Math.min(100, s.value)) / 100) * circumference;
            const dash = (
              <circle
                key={`${s.color}-${offset}`}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                stroke={getThemeColor(s.color, theme)}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
              />
            );
            offset += length;
            return dash;
          })}
      </g>
    </svg>
  );
}
