const palette = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#634dbf', '#00a396', '#c22762'];

function escapeXml(text: string): string {
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
