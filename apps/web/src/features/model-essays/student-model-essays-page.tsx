import type { ModelArticle } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { levelOf } from './model-essay-level.ts';
import { ModelEssayViewDialog } from './model-essay-view-dialog.tsx';
import { fetchStudentModelArticles, MODEL_ESSAY_QUERY_ROOT } from './model-essays-api.ts';
import './model-essays.css';

/**
 * /model-essays (student): the model essays of the student's classes' homework. The server
 * blanks a name the teacher did not choose to show; the page says so instead of leaving a gap.
 */
export function StudentModelEssaysPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<ModelArticle | null>(null);
  const list = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'student'],
    queryFn: fetchStudentModelArticles,
    meta: API_ERRORS_HANDLED,
  });
  const title = t('pages.modelEssays');
  const essays = list.data ?? [];

  return (
    <section className="page model-essay-page">
      <Breadcrumb items={[{ name: title }]} />
      <h1>{title}</h1>
      {list.isPending ? (
        <Loading variant="page" />
      ) : (
        <table className="table model-essay-table">
          <caption className="visually-hidden">{t('modelEssay.student.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('modelEssay.table.title')}</th>
              <th scope="col">{t('modelEssay.table.homework')}</th>
              <th scope="col">{t('modelEssay.table.student')}</th>
              <th scope="col">{t('modelEssay.table.level')}</th>
              <th scope="col">{t('modelEssay.table.action')}</th>
            </tr>
          </thead>
          <tbody>
            {essays.length === 0 ? (
              <tr>
                <td colSpan={5} className="muted">
                  {t('modelEssay.student.empty')}
                </td>
              </tr>
            ) : (
              essays.map((essay) => (
                <tr key={essay.id}>
                  <td>{essay.title}</td>
                  <td>{essay.homework_name}</td>
                  <td className={essay.student_name ? undefined : 'muted'}>
                    {essay.student_name || t('modelEssay.nameHidden')}
                  </td>
                  <td>{levelOf(essay) ?? t('modelEssay.noLevel')}</td>
                  <td>
                    <button
                      type="button"
                      className="button small secondary"
                      aria-label={t('modelEssay.student.viewOf', {
                        title: essay.title,
                        homework: essay.homework_name,
                      })}
                      onClick={() => setViewing(essay)}
                    >
                      {t('modelEssay.table.view')}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      <ModelEssayViewDialog essay={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
