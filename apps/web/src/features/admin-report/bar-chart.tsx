import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend, chartColour } from '../../components/ui/chart-legend.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
}

/**
 * A bar chart drawn by chart.js on a canvas. The canvas is an image with a name; the numbers are
 * in the table view beside it (screen readers, copying).
 */
export function BarChart({
  title,
  labels,
  series,
  stacked = false,
}: {
  title: string;
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          backgroundColor: chartColour(i),
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        // The legend is the list under the canvas: read by screen readers, selectable.
        plugins: { legend: { display: false } },
        scales: {
          x: { stacked },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, stacked]);
  return (
    <>
      <div className="chart-box">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      <ChartLegend
        name={t('adminReport.legendOf', { title })}
        labels={series.map((s) => s.label)}
      />
    </>
  );
}
