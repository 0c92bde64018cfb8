import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs';

export const CAPTCHA_LENGTH = 4;

/** A random answer from the unambiguous alphabet, chosen with a CSPRNG. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Draws `text` as a 120 × 40 PNG: jittered, rotated strokes over noise lines and dots. */
export function renderCaptchaPng(text: string): Buffer {
  const width = 120;
  const height = 40;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = `hsl(${randomInt(360)}, 40%, 94%)`;
  g.fillRect(0, 0, width, height);

  for (let i = 0; i < 60; i++) {
    g.fillStyle = `hsla(${randomInt(360)}, 50%, 50%, 0.5)`;
    g.fillRect(randomInt(width), randomInt(height), 1.5, 1.5);
  }

  const cell = width / (text.length + 0.5);
  [...text].forEach((ch, i) => {
    const strokes = GLYPHS[ch] ?? [];
    g.save();
    g.translate(cell * (i + 0.35) + randomInt(6), 7 + randomInt(6));
    g.rotate((randomInt(50) - 25) / 100);
    g.scale(3.4 + randomInt(8) / 10, 3.6 + randomInt(8) / 10);
    g.lineWidth = 0.6;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.strokeStyle = `hsl(${randomInt(360)}, 65%, ${25 + randomInt(20)}%)`;
    for (const stroke of strokes) {
      g.beginPath();
      stroke.forEach(([x, y], j) => (j === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
      g.stroke();
    }
    g.restore();
  });

  for (let i = 0; i < 4; i++) {
    g.strokeStyle = `hsla(${randomInt(360)}, 60%, 40%, 0.6)`;
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(randomInt(width), randomInt(height));
    g.bezierCurveTo(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
    );
    g.stroke();
  }
  return canvas.toBuffer('image/png');
}
