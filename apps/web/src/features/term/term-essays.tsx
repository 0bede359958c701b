import type { StudentTerm, TermEssay } from '@essay/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { inLocale } from './term-api.ts';
import { TermChart, type TermLine } from './term-chart.tsx';

const percent = (score: number, max: number) => (max > 0 ? Math.round((score / max) * 100) : null);

/** The level as it stands, and whose it is (the teacher's confirmed, else the engine's). */
function Level({ essay }: { essay: Pick<TermEssay, 'level_label' | 'level_by'> }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{essay.level_label}</strong>{' '}
      <span className="muted">{t(`term.levelBy.${essay.level_by}`)}</span>
    </>
  );
}

/** A revised essay's versions in order, each with its level. */
function Steps({ essay }: { essay: TermEssay }) {
  const { t } = useTranslation();
  if (essay.steps.length < 2) return null;
  return (
    <ol className="term-steps" aria-label={t('term.stepsOf', { title: essay.title })}>
      {essay.steps.map((step) => (
        <li key={step.article_id}>
          {t('term.step', { version: step.version, level: step.level_label })}
        </li>
      ))}
    </ol>
  );
}

/**
 * Every corrected essay of the term in time order: the dimension scores as a line per dimension
 * (percent of each dimension's maximum), and the same figures in a table (levels, revisions).
 */
export function TermEssays({ term }: { term: StudentTerm }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const labels = useMemo(
    () => term.essays.map((essay, i) => `${i + 1}. ${essay.homework_name}`),
    [term.essays],
  );
  const lines = useMemo<TermLine[]>(
    () =>
      term.dimensions.map((dimension) => ({
        label: inLocale(dimension.name, locale),
        values: term.essays.map((essay) => {
          const score = essay.dimensions.find((d) => d.key === dimension.key);
          return score ? percent(score.score, score.max_score) : null;
        }),
      })),
    [term, locale],
  );
  return (
    <section className="term-section" aria-labelledby="term-essays">
      <h2 id="term-essays">{t('term.essays.title')}</h2>
      {term.essays.length === 0 ? (
        <p className="empty">{t('term.essays.empty')}</p>
      ) : (
        <>
          {lines.length > 0 && (
            <TermChart
              title={t('term.essays.chart')}
              labels={labels}
              lines={lines}
              tableId="term-essay-table"
            />
          )}
          <div
            className="term-scroll"
            role="region"
            aria-labelledby="term-essay-caption"
            tabIndex={0}
          >
            <table className="table term-essay-table" id="term-essay-table">
              <caption id="term-essay-caption">{t('term.essays.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('term.essays.essay')}</th>
                  <th scope="col">{t('term.essays.level')}</th>
                  {term.dimensions.map((d) => (
                    <th scope="col" key={d.key}>
                      {inLocale(d.name, locale)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {term.essays.map((essay, i) => (
                  <tr key={essay.essay_id}>
                    <th scope="row">
                      {labels[i]}
                      <span className="term-essay-title">{essay.title}</span>
                      <span className="muted">{formatDateTime(essay.submitted_at)}</span>
                      <Steps essay={essay} />
                    </th>
                    <td>
                      <Level essay={essay} />
                    </td>
                    {term.dimensions.map((d) => {
                      const score = essay.dimensions.find((s) => s.key === d.key);
                      return (
                        <td key={d.key}>
                          {score ? `${score.score} / ${score.max_score}` : t('term.essays.none')}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** What improved and what keeps coming back: the API's sentences, each resting on its figures. */
export function TermStatements({ term }: { term: StudentTerm }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const groups = (['improved', 'recurring'] as const).map((polarity) => ({
    polarity,
    items: term.statements.filter((s) => s.polarity === polarity),
  }));
  return (
    <section className="term-section term-statements" aria-labelledby="term-statements">
      <h2 id="term-statements">{t('term.statements.title')}</h2>
      {groups.map(({ polarity, items }) => (
        <div key={polarity} className={`term-statements-${polarity}`}>
          <h3 id={`term-statements-${polarity}`}>{t(`term.statements.${polarity}`)}</h3>
          {items.length === 0 ? (
            <p className="empty">{t(`term.statements.none.${polarity}`)}</p>
          ) : (
            <ul aria-labelledby={`term-statements-${polarity}`}>
              {items.map((s, i) => (
                <li key={`${s.kind}-${s.subject ?? ''}-${i}`}>{inLocale(s.text, locale)}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
