import {
  buildClassSummaryView,
  PUNCTUATION,
  SUMMARY_LABELS,
  type ClassSummaryView,
} from '@essay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckboxLabel } from '../../components/ui/checkbox-label.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { fetchClassSummary, reportKeys } from './report-api.ts';
import '../../components/report/report.css';

/** One part of the summary: its heading (`summary-<part>`), then its rows, or `none` without any. */
function SummarySection({
  view,
  part,
  children,
}: {
  view: ClassSummaryView;
  part: 'distribution' | 'errors' | 'models';
  children: ReactNode;
}) {
  const l = SUMMARY_LABELS[view.locale];
  return (
    <section aria-labelledby={`summary-${part}`}>
      <h3 id={`summary-${part}`}>{l[part]}</h3>
      {view[part].length === 0 ? <p className="empty">{l.none}</p> : children}
    </section>
  );
}

function SummaryTable({
  className,
  headings,
  children,
}: {
  className: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function SummaryView({ view }: { view: ClassSummaryView }) {
  const l = SUMMARY_LABELS[view.locale];
  const p = PUNCTUATION[view.locale];
  return (
    <article className="class-summary" lang={view.htmlLang}>
      <h2>
        {view.title}
        {p.colon}
        {view.homeworkName}
      </h2>
      <p>
        {l.essays}
        {p.colon}
        <span className="summary-count">{view.essayCount}</span>
      </p>
      <SummarySection view={view} part="distribution">
        <SummaryTable className="summary-distribution" headings={[l.level, l.count]}>
          {view.distribution.map((d) => (
            <tr key={d.label}>
              <td>{d.label}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </SummaryTable>
      </SummarySection>
      <SummarySection view={view} part="errors">
        <SummaryTable
          className="summary-errors"
          headings={[l.errorKind, l.times, l.inEssays, l.examples]}
        >
          {view.errors.map((e) => (
            <tr key={e.kind}>
              <td>{e.kind}</td>
              <td>{e.count}</td>
              <td>{e.essays}</td>
              <td>
                <ul>
                  {e.examples.map((x, i) => (
                    <li key={i}>
                      <del>{x.original}</del> → <ins>{x.suggestion}</ins>
                      {p.parenOpen}
                      {x.author}
                      {p.parenClose}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </SummaryTable>
      </SummarySection>
      <SummarySection view={view} part="models">
        {view.models.map((m, i) => (
          <figure key={i} className="summary-model">
            <blockquote>{m.text}</blockquote>
            <figcaption>
              {m.author}
              {p.parenOpen}
              {m.level}
              {p.parenClose}
            </figcaption>
          </figure>
        ))}
      </SummarySection>
    </article>
  );
}

/** /aicheck/{homework_id}/summary (teacher): the class summary of one homework, printable (issue 11 §9). */
export function ClassSummaryPage() {
  const { t } = useTranslation();
  const homeworkId = Number(useParams().homeworkId);
  const locale = currentLocale();
  const [pseudonymous, setPseudonymous] = useState(false);
  const summary = useQuery({
    queryKey: reportKeys.summary(homeworkId, pseudonymous),
    queryFn: () => fetchClassSummary(homeworkId, pseudonymous),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(homeworkId) && homeworkId > 0,
    meta: API_ERRORS_HANDLED,
  });
  const view = useMemo(
    () => (summary.data ? buildClassSummaryView(summary.data, locale) : null),
    [summary.data, locale],
  );
  return (
    <Page
      className="class-summary-page"
      title={t('pages.classSummary')}
      trail={[
        { name: t('pages.aicheckList'), path: '/aicheck-list' },
        {
          name: summary.data?.homework.name ?? t('pages.aicheck'),
          path: `/aicheck/${homeworkId}`,
        },
      ]}
    >
      <div className="report-toolbar no-print">
        <button
          type="button"
          className="button primary"
          onClick={() => window.print()}
          disabled={!view}
        >
          {t('report.print')}
        </button>
        <CheckboxLabel
          className="summary-pseudonymous"
          checked={pseudonymous}
          onChange={setPseudonymous}
        >
          {t('report.numbersInsteadOfNames')}
        </CheckboxLabel>
      </div>
      <div className="report-print-area">
        {view ? <SummaryView view={view} /> : <Loading variant="page" />}
      </div>
    </Page>
  );
}
