import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

// 5x7 bitmap digits; each row is 5 bits, most significant bit on the left.
const glyphs: Record<string, number[]> = {
  '0': [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};

export const captchaWidth = 120;
export const captchaHeight = 40;

const random = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** Draws the digits as a distorted PNG (per-glyph scale, shear, offset; a sine warp; noise). */
export function drawCaptcha(text: string): Buffer {
  const png = new PNG({ width: captchaWidth, height: captchaHeight });
  const ink = new Uint8Array(captchaWidth * captchaHeight);
  const cell = captchaWidth / (text.length + 1);
  [...text].forEach((char, index) => {
    const rows = glyphs[char];
    if (!rows) throw new Error(`No glyph for ${char}`);
    const scale = random(3.2, 4.2);
    const shear = random(-0.35, 0.35);
    const left = cell * (index + 0.5) + random(-3, 3);
    const top = (captchaHeight - 7 * scale) / 2 + random(-3, 3);
    for (let y = 0; y < captchaHeight; y++) {
      for (let x = 0; x < captchaWidth; x++) {
        const gy = Math.floor((y - top) / scale);
        const gx = Math.floor((x - left - shear * (y - captchaHeight / 2)) / scale);
        if (gy < 0 || gy > 6 || gx < 0 || gx > 4) continue;
        if (((rows[gy] ?? 0) >> (4 - gx)) & 1) ink[y * captchaWidth + x] = 1;
      }
    }
  });
  const amplitude = random(1.5, 3);
  const period = random(18, 30);
  const phase = random(0, Math.PI * 2);
  const hue = [randomInt(20, 90), randomInt(20, 90), randomInt(60, 140)];
  for (let y = 0; y < captchaHeight; y++) {
    for (let x = 0; x < captchaWidth; x++) {
      const sourceY = Math.round(y + amplitude * Math.sin((x / period) * Math.PI * 2 + phase));
      const on = sourceY >= 0 && sourceY < captchaHeight && ink[sourceY * captchaWidth + x] === 1;
      const noise = randomInt(0, 100) < 6;
      const offset = (y * captchaWidth + x) * 4;
      const shade = on ? hue : noise ? [150, 150, 170] : [240 - randomInt(0, 12), 242, 248];
      png.data[offset] = shade[0] ?? 0;
      png.data[offset + 1] = shade[1] ?? 0;
      png.data[offset + 2] = shade[2] ?? 0;
      png.data[offset + 3] = 255;
    }
  }
  for (let line = 0; line < 3; line++) {
    let y = random(0, captchaHeight);
    const slope = random(-0.3, 0.3);
    for (let x = 0; x < captchaWidth; x++, y += slope) {
      const row = Math.round(y);
      if (row < 0 || row >= captchaHeight) continue;
      const offset = (row * captchaWidth + x) * 4;
      png.data.set([hue[0] ?? 0, hue[1] ?? 0, hue[2] ?? 0], offset);
    }
  }
  return PNG.sync.write(png);
}
