import type { ClassTerm, ClassTermStudent } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { downloadClassTermCsv, fetchClassTerm, inLocale, termKeys } from './term-api.ts';
import './term.css';

const studentPath = (classId: number, studentId: number) =>
  `/class-term/${classId}/student/${studentId}`;

/** The change over the term in points of the full score: "+12", "−8", "0". */
function signed(change: number | null): string {
  if (change === null) return '';
  const value = Math.round(change);
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

function Attention({ student }: { student: ClassTermStudent }) {
  const { t } = useTranslation();
  return (
    <>
      {student.attention
        .map((reason) => t(`term.class.attention.${reason}`, { count: student.missing }))
        .join(t('term.listSeparator'))}
    </>
  );
}

function NeedsAttention({ term }: { term: ClassTerm }) {
  const { t } = useTranslation();
  const students = term.students.filter((s) => s.needs_attention);
  return (
    <section className="term-section" aria-labelledby="class-term-attention">
      <h2 id="class-term-attention">{t('term.class.attentionTitle')}</h2>
      {students.length === 0 ? (
        <p className="empty">{t('term.class.attentionNone')}</p>
      ) : (
        <ul className="class-term-attention">
          {students.map((student) => (
            <li key={student.user_id}>
              <Link to={studentPath(term.class_id, student.user_id)}>{student.name}</Link>
              {t('term.colon')}
              <Attention student={student} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecurringErrors({ term }: { term: ClassTerm }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <section className="term-section" aria-labelledby="class-term-recurring">
      <h2 id="class-term-recurring">{t('term.class.recurringTitle')}</h2>
      {term.recurring.length === 0 ? (
        <p className="empty">{t('term.class.recurringNone')}</p>
      ) : (
        <div className="term-scroll" tabIndex={0}>
          <table className="table class-term-recurring">
            <thead>
              <tr>
                <th scope="col">{t('term.class.error')}</th>
                <th scope="col">{t('term.class.kind')}</th>
                <th scope="col">{t('term.class.times')}</th>
                <th scope="col">{t('term.class.studentCount')}</th>
                <th scope="col">{t('term.class.who')}</th>
              </tr>
            </thead>
            <tbody>
              {term.recurring.map((error) => (
                <tr key={`${error.kind}-${error.key}`}>
                  <th scope="row">
                    {inLocale(error.label, locale)}
                    {error.examples.length > 0 && (
                      <span className="muted term-examples">
                        {t('term.class.examples', {
                          examples: error.examples.join(t('term.listSeparator')),
                        })}
                      </span>
                    )}
                  </th>
                  <td>{t(`term.kind.${error.kind}`)}</td>
                  <td>{error.count}</td>
                  <td>{error.students.length}</td>
                  <td>{error.students.map((s) => s.name).join(t('term.listSeparator'))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function StudentTrends({ term }: { term: ClassTerm }) {
  const { t } = useTranslation();
  return (
    <section className="term-section" aria-labelledby="class-term-students">
      <h2 id="class-term-students">{t('term.class.studentsTitle')}</h2>
      <div className="term-scroll" tabIndex={0}>
        <table className="table class-term-students">
          <thead>
            <tr>
              <th scope="col">{t('term.class.seat')}</th>
              <th scope="col">{t('term.class.name')}</th>
              {term.homeworks.map((homework, i) => (
                <th scope="col" key={homework.id}>
                  {`${i + 1}. ${homework.name}`}
                </th>
              ))}
              <th scope="col">{t('term.class.trend')}</th>
              <th scope="col">{t('term.class.change')}</th>
              <th scope="col">{t('term.class.needsAttention')}</th>
            </tr>
          </thead>
          <tbody>
            {term.students.map((student) => (
              <tr key={student.user_id} className={student.needs_attention ? 'attention' : ''}>
                <td>{student.seat_no ?? ''}</td>
                <th scope="row">
                  <Link to={studentPath(term.class_id, student.user_id)}>{student.name}</Link>
                </th>
                {term.homeworks.map((homework) => {
                  const level = student.levels.find((l) => l.homework_id === homework.id);
                  return <td key={homework.id}>{level?.level_label ?? t('term.class.noEssay')}</td>;
                })}
                <td className={`trend trend-${student.trend}`}>
                  {t(`term.class.trends.${student.trend}`)}
                </td>
                <td>{signed(student.change)}</td>
                <td>
                  <Attention student={student} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /class-term/{class_id} (teacher): the class over the term, CSV and a printable page (issue 44). */
export function ClassTermPage() {
  const { t } = useTranslation();
  const classId = Number(useParams().classId);
  const locale = currentLocale();
  const csv = useApiAction();
  const term = useQuery({
    queryKey: termKeys.class(classId, locale),
    queryFn: () => fetchClassTerm(classId, locale),
    enabled: Number.isInteger(classId) && classId > 0,
    meta: API_ERRORS_HANDLED,
  });
  const data = term.data;
  return (
    <Page
      className="class-term-page"
      title={data ? t('term.class.title', { name: data.cls_name }) : t('pages.classTerm')}
      trail={[
        { name: t('pages.classManage'), path: '/class-manage' },
        { name: t('pages.classEdit'), path: `/class-edit?id=${classId}` },
      ]}
      crumb={t('pages.classTerm')}
    >
      {!data ? (
        <Loading variant="page" />
      ) : (
        <>
          <div className="report-toolbar no-print">
            <button type="button" className="button primary" onClick={() => window.print()}>
              {t('report.print')}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={csv.busy}
              onClick={() =>
                void csv.run(() => downloadClassTermCsv(classId, locale, data.cls_name))
              }
            >
              {t('term.class.downloadCsv')}
            </button>
          </div>
          <p className="muted">{t('term.class.homeworkCount', { count: data.homeworks.length })}</p>
          <NeedsAttention term={data} />
          <RecurringErrors term={data} />
          <StudentTrends term={data} />
        </>
      )}
    </Page>
  );
}
