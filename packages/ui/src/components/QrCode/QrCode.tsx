import { useId, useMemo } from 'react';
import * as styles from './QrCode.css';
import { type QrErrorCorrectionLevel, qrMatrix, qrPath } from './qrMatrix';

export interface QrCodeProps {
  /** What the code encodes, usually a URL. */
  text: string;
  /** Accessible name of the image. */
  label?: string;
  /** Width and height in CSS pixels, quiet zone included (docs/product.md § Constants and limits: 200). */
  size?: number;
  /** Quiet zone around the modules in CSS pixels (docs/product.md § Constants and limits: 20). */
  margin?: number;
  /** Colour of dark modules (any CSS colour); the theme's QR foreground by default. */
  darkColor?: string;
  /** Colour of light modules and the quiet zone; the theme's QR background by default. */
  lightColor?: string;
  /** Image drawn in the centre, over a light pad (level M survives the covered modules). */
  logoSrc?: string;
  /** Image under the code; the light colour is laid over it, dimmed, so the code stays readable. */
  backgroundImageSrc?: string;
  errorCorrectionLevel?: QrErrorCorrectionLevel;
}

/** Share of the code's width that the centre logo covers. */
const logoScale = 0.2;

/** A QR code drawn as SVG from the `qrcode` encoder's modules. */
export function QrCode({
  text,
  label = 'QR code',
  size = 200,
  margin = 20,
  darkColor,
  lightColor,
  logoSrc,
  backgroundImageSrc,
  errorCorrectionLevel = 'M',
}: QrCodeProps) {
  const titleId = useId();
  const matrix = useMemo(() => qrMatrix(text, errorCorrectionLevel), [text, errorCorrectionLevel]);
  const path = useMemo(() => qrPath(matrix), [matrix]);
  const inner = Math.max(size - 2 * margin, 0);
  const logo = inner * logoScale;
  const logoPad = logo / 8;
  const dark = darkColor ? { fill: darkColor } : undefined;
  const light = lightColor ? { fill: lightColor } : undefined;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={styles.root}
      data-level={errorCorrectionLevel}
      data-modules={matrix.size}
    >
      <title id={titleId}>{label}</title>
      {backgroundImageSrc ? (
        <image href={backgroundImageSrc} width={size} height={size} preserveAspectRatio="xMidYMid slice" />
      ) : null}
      <rect
        width={size}
        height={size}
        className={styles.light({ overImage: Boolean(backgroundImageSrc) })}
        style={light}
      />
      <path
        d={path}
        transform={`translate(${margin} ${margin}) scale(${inner / matrix.size})`}
        shapeRendering="crispEdges"
        className={styles.dark}
        style={dark}
      />
      {logoSrc ? (
        <>
          <rect
            x={(size - logo) / 2 - logoPad}
            y={(size - logo) / 2 - logoPad}
            width={logo + 2 * logoPad}
            height={logo + 2 * logoPad}
            rx={logoPad}
            className={styles.light({ overImage: false })}
            style={light}
          />
          <image
            href={logoSrc}
            x={(size - logo) / 2}
            y={(size - logo) / 2}
            width={logo}
            height={logo}
            preserveAspectRatio="xMidYMid meet"
          />
        </>
      ) : null}
    </svg>
  );
}
