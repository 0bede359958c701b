import type { HomeworkFile } from '@essay/contracts';

/** One future essay in the arrangement dialog. */
export interface ArrangementGroup {
  key: string;
  studentName: string;
  /** The roster student picked from the name suggestions (issue 41); none: a free-text name. */
  studentUserId?: number | null;
  fileIds: number[];
  /** A saved essay (issue 12): its pages can be added to, moved or taken out. */
  essay?: { id: number; title: string };
}

/** A saved essay as the dialog starts it: its files in page order. */
export interface SavedEssay {
  id: number;
  title: string;
  student_name: string;
  fileIds: number[];
}

/** The homework's essays that are made of files, each with its files in page order. */
export function savedEssays(
  articles: readonly { id: number; title: string; student_name: string }[],
  files: readonly HomeworkFile[],
): SavedEssay[] {
  return articles.flatMap((article) => {
    const own = files
      .filter((file) => file.article_id === article.id)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    if (own.length === 0) return [];
    return [{ ...article, fileIds: own.map((file) => file.id) }];
  });
}

export function essayGroups(essays: readonly SavedEssay[]): ArrangementGroup[] {
  return essays.map((essay) => ({
    key: `essay-${essay.id}`,
    studentName: essay.student_name,
    fileIds: essay.fileIds,
    essay: { id: essay.id, title: essay.title },
  }));
}

/**
 * The request that saves the dialog: saved essays whose pages changed (an emptied one with
 * none, so the server deletes it), then the new essays.
 */
export function arrangementRequest(
  groups: readonly ArrangementGroup[],
  essays: readonly SavedEssay[],
  files: ReadonlyMap<number, HomeworkFile>,
) {
  const fileName = (id: number) => files.get(id)?.file_name ?? '';
  const saved = essays.flatMap((essay) => {
    const now = groups.find((group) => group.essay?.id === essay.id)?.fileIds ?? [];
    if (now.join() === essay.fileIds.join()) return [];
    return [
      {
        article_id: essay.id,
        student_name: essay.student_name,
        files: now.map(fileName),
        file_ids: now,
      },
    ];
  });
  const fresh = groups
    .filter((group) => !group.essay)
    .map((group) => ({
      student_name: group.studentName.trim(),
      student_user_id: group.studentUserId ?? null,
      files: group.fileIds.map(fileName),
      file_ids: group.fileIds,
    }));
  return [...saved, ...fresh];
}

export const POOL_ID = 'pool';
export const NEW_GROUP_ID = 'new-group';

let sequence = 0;

/** A fresh group key. Made in event handlers, never in the reducer: React may run a reducer twice. */
export function nextGroupKey(): string {
  sequence += 1;
  return `group-${Date.now()}-${sequence}`;
}

/** A Word or PDF file is an essay by itself: its group takes no other file (spec §4). */
export function holdsTextFile(group: ArrangementGroup, files: ReadonlyMap<number, HomeworkFile>) {
  return group.fileIds.some((id) => files.get(id)?.file_type === 'other');
}

export function groupedIds(groups: readonly ArrangementGroup[]): Set<number> {
  return new Set(groups.flatMap((group) => group.fileIds));
}

function withoutFile(groups: readonly ArrangementGroup[], fileId: number): ArrangementGroup[] {
  // An emptied group disappears (spec §4).
  return groups
    .map((group) => ({ ...group, fileIds: group.fileIds.filter((id) => id !== fileId) }))
    .filter((group) => group.fileIds.length > 0);
}

export type RefusalReason = 'textGroup' | 'textFile';

export type DropResult =
  { ok: true; groups: ArrangementGroup[] } | { ok: false; reason: RefusalReason };

/**
 * Applies a drop: onto the pool (back out of its group), onto "new group", or onto an existing
 * group. A group holding a Word/PDF file takes nothing more, and such a file joins no group
 * that already has files.
 */
export function dropFile(
  groups: readonly ArrangementGroup[],
  files: ReadonlyMap<number, HomeworkFile>,
  fileId: number,
  target: string,
  newKey: string = nextGroupKey(),
): DropResult {
  if (target === POOL_ID) return { ok: true, groups: withoutFile(groups, fileId) };
  if (target === NEW_GROUP_ID) {
    // A file already alone in its group is already "a new essay": keep the group and its typed name.
    const own = groups.find((candidate) => candidate.fileIds.includes(fileId));
    if (own && own.fileIds.length === 1) return { ok: true, groups: [...groups] };
    const fresh = { key: newKey, studentName: '', fileIds: [fileId] };
    return { ok: true, groups: [...withoutFile(groups, fileId), fresh] };
  }
  const group = groups.find((candidate) => candidate.key === target);
  if (!group || group.fileIds.includes(fileId)) return { ok: true, groups: [...groups] };
  if (holdsTextFile(group, files)) return { ok: false, reason: 'textGroup' };
  if (files.get(fileId)?.file_type === 'other') return { ok: false, reason: 'textFile' };
  const moved = withoutFile(groups, fileId);
  return {
    ok: true,
    groups: moved.map((candidate) =>
      candidate.key === target
        ? { ...candidate, fileIds: [...candidate.fileIds, fileId] }
        : candidate,
    ),
  };
}

/** Default titles homework_N continue after the homework's existing essays. */
export function defaultTitle(existingArticles: number, index: number): string {
  return `homework_${existingArticles + index + 1}`;
}

/** The dialog's whole state: every change goes through `arrange`, always from the current state. */
export interface ArrangementState {
  groups: ArrangementGroup[];
  /** The last refused drop (cleared by the next accepted one); `refusals` counts them for the toast. */
  refusal: RefusalReason | null;
  refusals: number;
}

export const emptyArrangement: ArrangementState = { groups: [], refusal: null, refusals: 0 };

export type ArrangementAction =
  | { type: 'reset'; groups: ArrangementGroup[] }
  | {
      type: 'drop';
      fileId: number;
      target: string;
      files: ReadonlyMap<number, HomeworkFile>;
      /** The key a new group gets (from `nextGroupKey()` in the handler, so the reducer stays pure). */
      newKey: string;
    }
  | { type: 'name'; key: string; studentName: string; studentUserId?: number | null };

/** The group with its new name: linked to the roster student picked, or (typed) to nobody. */
function named(
  group: ArrangementGroup,
  action: { studentName: string; studentUserId?: number | null },
): ArrangementGroup {
  const { studentUserId: _previous, ...rest } = group;
  const studentUserId = action.studentUserId ?? null;
  return studentUserId === null
    ? { ...rest, studentName: action.studentName }
    : { ...rest, studentName: action.studentName, studentUserId };
}

/**
 * Reducer of the arrangement dialog. Drag handlers and inputs dispatch actions instead of
 * computing the next groups from a rendered `groups` value, so a drop and a name typed right
 * after it can never overwrite each other. It must be pure: React re-runs queued reducer calls when
 * a more urgent update (typing) arrives, and a key made inside it changed on the re-run, so the
 * typed name went to a key that no longer existed (the lost-name bug).
 */
export function arrange(state: ArrangementState, action: ArrangementAction): ArrangementState {
  switch (action.type) {
    case 'reset':
      return { ...emptyArrangement, groups: action.groups };
    case 'name':
      return {
        ...state,
        groups: state.groups.map((group) =>
          group.key === action.key ? named(group, action) : group,
        ),
      };
    case 'drop': {
      const result = dropFile(
        state.groups,
        action.files,
        action.fileId,
        action.target,
        action.newKey,
      );
      return result.ok
        ? { ...state, groups: result.groups, refusal: null }
        : { ...state, refusal: result.reason, refusals: state.refusals + 1 };
    }
  }
}
