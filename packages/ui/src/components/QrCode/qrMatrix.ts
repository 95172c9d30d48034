import QRCodeEncoder from 'qrcode';

export const qrErrorCorrectionLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorCorrectionLevel = (typeof qrErrorCorrectionLevels)[number];

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Row-major: `dark[row * size + column]`. */
  dark: boolean[];
  version: number;
}

/** Encodes `text` with the `qrcode` package; the matrix excludes the quiet zone. */
export function qrMatrix(text: string, level: QrErrorCorrectionLevel): QrMatrix {
  const code = QRCodeEncoder.create(text, { errorCorrectionLevel: level });
  const { size, data } = code.modules;
  return { size, dark: Array.from(data, (bit) => bit === 1), version: code.version };
}

/**
 * One SVG path for all dark modules, in module units (1 unit = 1 module): consecutive dark
 * modules of a row become one rectangle, which keeps the path short and the edges crisp.
 */
export function qrPath({ size, dark }: QrMatrix): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!dark[row * size + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && dark[row * size + column]) column += 1;
      path += `M${start} ${row}h${column - start}v1h${start - column}z`;
    }
  }
  return path;
}
