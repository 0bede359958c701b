import './chart-legend.css';

/** Colour-blind-safe (Okabe–Ito) colours, the n-th series of every chart in the n-th. */
export const CHART_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];

export const chartColour = (i: number): string => CHART_COLOURS[i % CHART_COLOURS.length]!;

/**
 * A chart's legend as a list under its canvas: read by screen readers and selectable, which the
 * canvas's own legend is not (the charts turn theirs off).
 */
export function ChartLegend({ name, labels }: { name: string; labels: string[] }) {
  return (
    <ul className="chart-legend" aria-label={name}>
      {labels.map((label, i) => (
        <li key={label}>
          <span
            className="chart-swatch"
            style={{ backgroundColor: chartColour(i) }}
            aria-hidden="true"
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
