import { getThemeColor, useMantineTheme } from '@mantine/core';

/** Mouths from Terrible (1) to Great (5): a curve from the left corner to the right one. */
const MOUTHS = [
  'M8 17.5 Q12 12.5 16 17.5',
  'M8 16.5 Q12 14 16 16.5',
  'M8 15.5 L16 15.5',
  'M8 14.5 Q12 17.5 16 14.5',
  'M7.5 13.5 Q12 19.5 16.5 13.5',
] as const;
const COLORS = ['red.8', 'orange.8', 'yellow.8', 'lime.8', 'teal.8'] as const;

/**
 * The feedback smiley of a level 1 (Terrible) to 5 (Great), drawn as SVG rather than an emoji, so every
 * phone shows the same face (some fonts have none of them). Its label is the caller's text beside it.
 */
export function Smiley({ level, size = 32 }: { level: number; size?: number }) {
  const theme = useMantineTheme();
  const i = Math.min(5, Math.max(1, Math.round(level))) - 1;
  const color = getThemeColor(COLORS[i], theme);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="12" cy="12" r="10.5" fill="none" stroke={color} strokeWidth="1.8" />
      <circle cx="8.8" cy="9.5" r="1.3" fill={color} />
      <circle cx="15.2" cy="9.5" r="1.3" fill={color} />
      <path d={MOUTHS[i]} fill="none" stroke={color} strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
