import {
  SchoolAskListSchema,
  StudentStatusSchema,
  TeacherStatusSchema,
  type Role,
} from '@essay/contracts';
import { apiRequest } from '../../lib/http/api-client.ts';

/** The count in each role's welcome message (spec §2, /main). */
export async function fetchWelcomeCount(role: Role): Promise<number> {
  switch (role) {
    case 'student':
      return (await apiRequest('/student/homeworks/all/status', StudentStatusSchema)).status
        .assignments_pending;
    case 'teacher':
      return (await apiRequest('/teacher/homeworks/all/status', TeacherStatusSchema)).status
        .articles_awaiting_correct;
    case 'admin': {
      const list = await apiRequest('/pointask/get_sch_ask_list', SchoolAskListSchema);
      return list.pending ?? list.rows.filter((row) => row.ask_ok === '0').length;
    }
  }
}
