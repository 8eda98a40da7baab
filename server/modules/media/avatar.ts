/** Generated avatars and sample pictures, so the demo needs no downloads. */

const PALETTE = [
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#fab005',
  '#fd7e14',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}

export function avatarSvg(seed: string, label: string): string {
  const color = PALETTE[hash(seed) % PALETTE.length] ?? '#868e96';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${color}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(label)}</text></svg>`;
}

/** A soft abstract "nail art" picture for the sample gallery. */
export function sampleSvg(n: number): string {
  const h = hash(`sample-${n}`);
  const a = PALETTE[h % PALETTE.length] ?? '#e64980';
  const b = PALETTE[(h >>> 8) % PALETTE.length] ?? '#228be6';
  const dots = Array.from({ length: 5 }, (_, i) => {
    const x = 60 + i * 70;
    const y = 150 + ((h >>> (i * 3)) % 80);
    return `<ellipse cx="${x}" cy="${y}" rx="22" ry="48" fill="#fff" fill-opacity="0.85"/><ellipse cx="${x}" cy="${y - 18}" rx="12" ry="20" fill="${i % 2 ? a : b}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/>${dots}</svg>`;
}
