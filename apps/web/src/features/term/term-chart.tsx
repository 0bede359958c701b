import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend, chartColour } from '../../components/ui/chart-legend.tsx';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface TermLine {
  label: string;
  /** Percent of the dimension's maximum per essay; null where the essay has no such dimension. */
  values: (number | null)[];
}

// A dash per line too, beside its colour.
const DASHES = [[], [6, 4], [2, 3], [10, 3, 2, 3], [4, 4], [1, 2]];

/**
 * The dimension scores over the term, a line per dimension, in one unit: percent of the
 * dimension's maximum. The canvas is an image with a name; the figures are in the table named by
 * `tableId` (screen readers, copying).
 */
export function TermChart({
  title,
  labels,
  lines,
  tableId,
}: {
  title: string;
  labels: string[];
  lines: TermLine[];
  tableId: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels,
        datasets: lines.map((line, i) => ({
          label: line.label,
          data: line.values,
          borderColor: chartColour(i),
          backgroundColor: chartColour(i),
          borderDash: DASHES[i % DASHES.length],
          spanGaps: true,
          tension: 0,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          y: { min: 0, max: 100, title: { display: true, text: t('term.chartUnit') } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, lines, t]);
  return (
    <figure className="term-chart">
      <div className="term-chart-box">
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <ChartLegend name={t('term.legend')} labels={lines.map((line) => line.label)} />
    </figure>
  );
}
