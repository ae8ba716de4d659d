import { crc32, deflateSync } from 'node:zlib';

const hex = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG picture (RGB): a diagonal gradient between two colours with soft circles, for
 * demo content that must be an image by its bytes (uploads are sniffed, not trusted by name).
 */
export function gradientPng(width: number, height: number, from: string, to: string, seed = 0): Buffer {
  const [r1, g1, b1] = hex(from);
  const [r2, g2, b2] = hex(to);
  const circles = [0, 1, 2].map((i) => ({ x: ((seed * 97 + i * 211) % width), y: ((seed * 53 + i * 137) % height), r: 40 + ((seed + i) * 29) % 80 }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.12;
      const mix = (a: number, b: number) => Math.min(255, Math.round(a + (b - a) * t + 255 * light * 0.5));
      const at = row + 1 + x * 3;
      raw[at] = mix(r1!, r2!);
      raw[at + 1] = mix(g1!, g2!);
      raw[at + 2] = mix(b1!, b2!);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
