const palette = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#634dbf', '#00a396', '#c22762'];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A portrait-style avatar: initials on a colour taken from the person's id. */
export function avatarSvg(name: string, id: number): string {
  const color = palette[id % palette.length]!;
  const initials = /[\u4e00-\u9fff]/.test(name) ? name.slice(-2) : name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.7"/></linearGradient></defs>
<rect width="128" height="128" fill="url(#g)"/>
<circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.25"/>
<path d="M24 118c4-24 20-36 40-36s36 12 40 36z" fill="#ffffff" fill-opacity="0.25"/>
<text x="64" y="76" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-size="40" font-weight="600" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** The site logo: a mark and the portal's name. */
export function logoSvg(title: string, dark = false): string {
  const text = dark ? '#1c2127' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">
<rect x="2" y="4" width="32" height="32" rx="8" fill="#2d72d2"/>
<path d="M10 14l8-4 8 4-8 4z M12 18v6c0 2 3 4 6 4s6-2 6-4v-6l-6 3z" fill="#ffffff"/>
<text x="44" y="27" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-size="18" font-weight="600" fill="${text}">${escapeXml(title)}</text>
</svg>`;
}

export function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" rx="8" fill="#2d72d2"/>
<path d="M8 12l8-4 8 4-8 4z M10 16v6c0 2 3 4 6 4s6-2 6-4v-6l-6 3z" fill="#ffffff"/>
</svg>`;
}

export const CJK_FONT = "'Noto Sans CJK SC','Microsoft YaHei',sans-serif";

/** Gradient pairs of the demo's cover art. */
export const coverGradients = [
  ['#2d72d2', '#184a90'],
  ['#238551', '#165a36'],
  ['#c87619', '#935610'],
  ['#7961db', '#5642a6'],
  ['#147eb3', '#0c5174'],
  ['#cd4246', '#8e292c'],
  ['#00a396', '#007067'],
];

/** A card cover (480 x 270): the title, and a small label in the lower left, clear of the tags cards lay over the upper left. */
export function cardCoverSvg(label: string, title: string, index: number): string {
  const [from, to] = coverGradients[index % coverGradients.length]!;
  const size = title.length > 12 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="420" cy="230" r="110" fill="#ffffff" fill-opacity="0.08"/><circle cx="40" cy="30" r="80" fill="#ffffff" fill-opacity="0.06"/>
<text x="32" y="238" font-family="sans-serif" font-size="16" letter-spacing="3" fill="#ffffff" fill-opacity="0.8">${escapeXml(label)}</text>
<text x="32" y="150" font-family="${CJK_FONT}" font-size="${size}" font-weight="600" fill="#ffffff">${escapeXml(title)}</text>
</svg>`;
}
