import { VisuallyHidden } from 'react-aria-components';
import * as styles from './BarChart.css';

export interface BarChartDatum {
  /** Category under the bar, e.g. a date. */
  label: string;
  /** Any integer or decimal; negative values hang below the zero line in the negative tone. */
  value: number;
}

export interface BarChartProps {
  /** What the chart shows; names the figure and its data table for assistive technology. */
  label: string;
  data: readonly BarChartDatum[];
  /** How a value reads in the tooltip and the data table (e.g. money from minor units). */
  formatValue?: (value: number) => string;
  /** Header of the label column of the hidden data table. */
  labelHeader?: string;
  valueHeader?: string;
}

const width = 600;
const height = 200;
const pad = 8;

/** Bar geometry in the SVG's own units: a shared zero line, bars scaled to the largest magnitude. */
export function barLayout(data: readonly BarChartDatum[]) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const min = Math.min(0, ...data.map((d) => d.value));
  const span = max - min || 1;
  const plot = height - pad * 2;
  const zero = pad + (max / span) * plot;
  const slot = (width - pad * 2) / Math.max(1, data.length);
  const barWidth = Math.max(1, slot * 0.7);
  return {
    zero,
    bars: data.map((d, index) => {
      const size = (Math.abs(d.value) / span) * plot;
      return {
        x: pad + index * slot + (slot - barWidth) / 2,
        y: d.value >= 0 ? zero - size : zero,
        width: barWidth,
        height: size,
        negative: d.value < 0,
      };
    }),
  };
}

/**
 * A small dependency-free SVG bar chart with a zero line (profit and loss by day). Sighted users
 * get the bars with tooltips; screen readers get the same figures as a table.
 */
export function BarChart({
  label,
  data,
  formatValue = String,
  labelHeader = 'Label',
  valueHeader = 'Value',
}: BarChartProps) {
  const { zero, bars } = barLayout(data);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line className={styles.axis} x1={0} x2={width} y1={zero} y2={zero} />
        {bars.map((bar, index) => (
          <rect
            key={index}
            className={styles.bar({ negative: bar.negative })}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${data[index]?.label}: ${formatValue(data[index]?.value ?? 0)}`}</title>
          </rect>
        ))}
      </svg>
      <div className={styles.labels} aria-hidden="true">
        <span>{data[0]?.label}</span>
        <span>{data.length > 1 ? data[data.length - 1]?.label : null}</span>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <td>{d.label}</td>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
