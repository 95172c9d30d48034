import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import sampleLogo from '../../assets/sample-logo.svg';
import { brands, defaultBrand } from '../../theme/brands';
import { QrCode, type QrCodeProps, qrErrorCorrectionLevels } from '.';

beforeAll(() => document.body.classList.add(brands[defaultBrand]!.className));

/**
 * Rasterises the rendered SVG (theme colours resolved) and reads it back with jsQR, as a
 * phone camera would.
 */
async function decode(svg: SVGSVGElement): Promise<string | undefined> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = svg.querySelectorAll<SVGElement>('path, rect');
  copy.querySelectorAll<SVGElement>('path, rect').forEach((element, index) => {
    const original = originals[index];
    if (!original) return;
    const computed = getComputedStyle(original);
    element.setAttribute('fill', computed.fill);
    element.setAttribute('opacity', computed.opacity);
  });
  // Inline the logo so the rasterised copy carries it.
  for (const image of copy.querySelectorAll('image')) {
    const href = image.getAttribute('href');
    if (!href) continue;
    const blob = await (await fetch(href)).blob();
    const dataUrl = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
    image.setAttribute('href', dataUrl);
  }
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const size = Number(svg.getAttribute('width'));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(image, 0, 0, size, size);
  const pixels = context.getImageData(0, 0, size, size);
  return jsQR(pixels.data, size, size)?.data;
}

async function rendered(props: QrCodeProps) {
  await render(<QrCode {...props} />);
  const svg = page.getByRole('img', { name: props.label ?? 'QR code' }).element();
  if (!(svg instanceof SVGSVGElement)) throw new Error('QrCode did not render an svg');
  return svg;
}

describe('QrCode in a browser', () => {
  const text = 'http://localhost:5173/down?os=android&ref=PLAYSITE';

  it('decodes back to its text with the theme colours at the default size and margin', async () => {
    expect(await decode(await rendered({ text, label: 'Android app' }))).toBe(text);
  });

  it('decodes at every correction level', async () => {
    for (const level of qrErrorCorrectionLevels) {
      const svg = await rendered({ text, label: `Level ${level}`, errorCorrectionLevel: level });
      expect(await decode(svg)).toBe(text);
    }
  });

  it('still decodes with the centre logo at level M', async () => {
    expect(await decode(await rendered({ text, label: 'With logo', logoSrc: sampleLogo }))).toBe(text);
  });

  it('decodes in every brand (QR colours stay dark on light)', async () => {
    for (const brand of Object.values(brands)) {
      document.body.className = brand.className;
      const svg = await rendered({ text, label: `Brand ${brand.label}` });
      expect(await decode(svg)).toBe(text);
    }
    document.body.className = brands[defaultBrand]!.className;
  });
});
