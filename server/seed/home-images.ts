/** Pictures of the home page's demo content, drawn as SVG at seeding (like the course covers). */

const gradients = [
  ['#2d72d2', '#184a90'],
  ['#238551', '#165a36'],
  ['#c87619', '#935610'],
  ['#7961db', '#5642a6'],
  ['#147eb3', '#0c5174'],
  ['#cd4246', '#8e292c'],
  ['#00a396', '#007067'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CJK_FONT = "'Noto Sans CJK SC','Microsoft YaHei',sans-serif";

/** A wide carousel picture (1200 x 360): title, subtitle and a few shapes. */
export function bannerSvg(title: string, subtitle: string, index: number): string {
  const [from, to] = gradients[index % gradients.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#g)"/>
<circle cx="1030" cy="90" r="190" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="900" cy="330" r="120" fill="#ffffff" fill-opacity="0.06"/>
<rect x="860" y="110" width="200" height="140" rx="14" fill="#ffffff" fill-opacity="0.16"/>
<path d="M905 200l40-40 30 30 25-25 35 35" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<text x="80" y="160" font-family="${CJK_FONT}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="82" y="222" font-family="${CJK_FONT}" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
<rect x="82" y="258" width="120" height="6" rx="3" fill="#ffffff" fill-opacity="0.7"/>
</svg>`;
}

/** A card cover (480 x 270) with a small label above the title, as the course covers have. */
export function cardCoverSvg(label: string, title: string, index: number): string {
  const [from, to] = gradients[index % gradients.length]!;
  const size = title.length > 12 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="420" cy="230" r="110" fill="#ffffff" fill-opacity="0.08"/><circle cx="40" cy="30" r="80" fill="#ffffff" fill-opacity="0.06"/>
<text x="32" y="56" font-family="sans-serif" font-size="16" letter-spacing="3" fill="#ffffff" fill-opacity="0.8">${escapeXml(label)}</text>
<text x="32" y="150" font-family="${CJK_FONT}" font-size="${size}" font-weight="600" fill="#ffffff">${escapeXml(title)}</text>
</svg>`;
}
