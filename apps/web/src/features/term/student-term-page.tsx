import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { StudentTermView } from './student-term-view.tsx';
import { fetchStudentTerm, termKeys, type TermOwner } from './term-api.ts';

const OWN: TermOwner = { kind: 'own' };

/** /term (student): the student's own term of writing and 錯字本 (issue 44). */
export function StudentTermPage() {
  const { t } = useTranslation();
  const term = useQuery({
    queryKey: termKeys.own,
    queryFn: () => fetchStudentTerm(OWN),
    meta: API_ERRORS_HANDLED,
  });
  return (
    <Page className="term-page" title={t('pages.term')}>
      {term.data ? <StudentTermView term={term.data} owner={OWN} /> : <Loading variant="page" />}
    </Page>
  );
}
