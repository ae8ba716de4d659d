/** Pictures of the home page's demo content, drawn as SVG at seeding (like the course covers). */
import { CJK_FONT, coverGradients, escapeXml } from './svg.js';




/** A wide carousel picture (1200 x 360): title, subtitle and a few shapes. */
export function bannerSvg(title: string, subtitle: string, index: number): string {
  const [from, to] = coverGradients[index % coverGradients.length]!;
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
