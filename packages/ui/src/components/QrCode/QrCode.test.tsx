import { render, screen } from '@testing-library/react';
import QRCodeEncoder from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode } from '.';
import { qrMatrix, qrPath } from './qrMatrix';

const url = 'https://playsite.test/down?app=android';
const svg = () => screen.getByRole('img', { name: 'Download the Android app' });

describe('QrCode', () => {
  it('is an image named by its label', () => {
    render(<QrCode text={url} label="Download the Android app" />);
    expect(svg()).toBeInTheDocument();
  });

  it('draws the modules of the encoder at level M, size 200 and margin 20 by default', () => {
    render(<QrCode text={url} label="Download the Android app" />);
    const reference = QRCodeEncoder.create(url, { errorCorrectionLevel: 'M' });
    expect(svg()).toHaveAttribute('width', '200');
    expect(svg()).toHaveAttribute('data-level', 'M');
    expect(svg()).toHaveAttribute('data-modules', String(reference.modules.size));
    const modules = svg().querySelector('path');
    // 160 px of modules inside a 20 px quiet zone
    expect(modules).toHaveAttribute('transform', `translate(20 20) scale(${160 / reference.modules.size})`);
    expect(modules?.getAttribute('d')).toBe(qrPath(qrMatrix(url, 'M')));
  });

  it('passes level, size and margin through', () => {
    render(
      <QrCode text={url} label="Download the Android app" errorCorrectionLevel="H" size={320} margin={8} />,
    );
    expect(svg()).toHaveAttribute('data-level', 'H');
    expect(svg()).toHaveAttribute('data-modules', String(qrMatrix(url, 'H').size));
    expect(svg()).toHaveAttribute('viewBox', '0 0 320 320');
    const side = qrMatrix(url, 'H').size;
    expect(svg().querySelector('path')).toHaveAttribute('transform', `translate(8 8) scale(${304 / side})`);
    expect(svg().querySelector('path')?.getAttribute('d')).toBe(qrPath(qrMatrix(url, 'H')));
  });

  it('paints the given colours', () => {
    render(<QrCode text={url} label="Download the Android app" darkColor="navy" lightColor="ivory" />);
    expect(svg().querySelector('path')).toHaveStyle({ fill: 'navy' });
    expect(svg().querySelector('rect')).toHaveStyle({ fill: 'ivory' });
  });

  it('centres a logo on a light pad and lays a background image underneath', () => {
    render(
      <QrCode text={url} label="Download the Android app" logoSrc="/logo.png" backgroundImageSrc="/bg.png" />,
    );
    const images = svg().querySelectorAll('image');
    expect([...images].map((image) => image.getAttribute('href'))).toEqual(['/bg.png', '/logo.png']);
    const logo = images[1];
    // 20% of the 160 px code area, centred in the 200 px image
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('x', '84');
  });
});
