import type { HomeworkFile } from '@essay/contracts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { DropPointerSensor } from '../../lib/drop-pointer-sensor.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { DraggableFile, DropArea } from './arrangement-parts.tsx';
import { suggestEssays } from './sheet-pairing.ts';
import {
  arrange,
  arrangementRequest,
  defaultTitle,
  dropFile,
  emptyArrangement,
  essayGroups,
  groupedIds,
  holdsTextFile,
  NEW_GROUP_ID,
  nextGroupKey,
  POOL_ID,
  type SavedEssay,
} from './arrangement-state.ts';
import { arrangeArticles, deleteHomeworkFile } from './homework-api.ts';
import { jumpBetweenDropAreas } from './keyboard-coordinates.ts';
import { RosterNameField } from './roster-name-field.tsx';
import { exactRosterMatch, type RosterOption } from './roster-options.ts';

export interface ArrangementDialogProps {
  open: boolean;
  homeworkId: number;
  /** Files waiting for arrangement (article_id null) and the files of `essays`, in upload order. */
  files: readonly HomeworkFile[];
  /** The saved essays made of files: drop targets, their pages can be moved (issue 12). */
  essays: readonly SavedEssay[];
  articleCount: number;
  /** The name suggestions: the rosters of the homework's classes and the typed names left (issue 41). */
  roster: readonly RosterOption[];
  onClose: () => void;
  onSaved: () => void;
  /** A waiting file was deleted from the pool. */
  onFilesChanged: () => void;
}

/**
 * A new essay is the last of the groups list, which scrolls on its own: scroll the list (only
 * the list, not the dialog) to show the whole group and focus its name field (issue 12 item 8).
 */
function revealNewGroup(list: HTMLElement | null, inputId: string): void {
  const input = list?.ownerDocument.getElementById(inputId);
  const group = input?.closest('section');
  if (!list || !input || !group) return;
  const below = group.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom;
  if (below > 0) list.scrollTop += below;
  input.focus({ preventScroll: true });
}

/** Groups uploaded files into essays by dragging (spec §4), then posts the groups. */
export function ArrangementDialog(props: ArrangementDialogProps) {
  const { open, homeworkId, files, essays, articleCount, roster } = props;
  const { onClose, onSaved, onFilesChanged } = props;
  const { t } = useTranslation();
  const listId = useId();
  const [state, dispatch] = useReducer(arrange, emptyArrangement);
  const { groups } = state;
  const { busy, run } = useApiAction();
  const [live, setLive] = useState<HTMLElement | null>(null);
  const [dragged, setDragged] = useState<HomeworkFile | null>(null);
  const sensors = useSensors(
    // @dnd-kit's pointer sensor, minus the post-drop guards that lost a name typed after a drop.
    useSensor(DropPointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenDropAreas }),
  );
  const byId = useMemo(() => new Map(files.map((file) => [file.id, file])), [files]);
  const groupsList = useRef<HTMLDivElement>(null);
  /** The key of the essay the last drop onto "new essay" made: its name field takes the focus. */
  const created = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = created.current;
    created.current = null;
    if (key) revealNewGroup(groupsList.current, `${listId}-${key}`);
  }, [groups, listId]);

  // Starts from the saved essays each time it opens (not when they reload while it is open).
  useEffect(() => {
    if (open) dispatch({ type: 'reset', groups: essayGroups(essays) });
  }, [open]);

  // Toasts render under the modal <dialog> (top layer), so refusals are also said in the dialog.
  const notice = state.refusal ? t(`homework.arrange.refused.${state.refusal}`) : '';
  useEffect(() => {
    if (state.refusals > 0 && notice) toast.error(notice);
    // Once per refused drop, not when the language changes.
  }, [state.refusals]);

  const inGroups = groupedIds(groups);
  const pool = files.filter((file) => !inGroups.has(file.id));
  const nameOf = (id: string | number | undefined) =>
    byId.get(Number(String(id ?? '').replace('file-', '')))?.file_name ?? '';

  const fileIdOf = (data: unknown) => (data as { fileId?: number } | undefined)?.fileId;
  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(byId.get(fileIdOf(active.data.current) ?? -1) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const fileId = fileIdOf(active.data.current);
    if (fileId === undefined || !over) return;
    const newKey = nextGroupKey();
    if (over.id === NEW_GROUP_ID) created.current = newKey;
    dispatch({ type: 'drop', fileId, target: String(over.id), files: byId, newKey });
  };

  const request = arrangementRequest(groups, essays, byId);
  const removeWaiting = async (file: HomeworkFile) => {
    try {
      await deleteHomeworkFile(homeworkId, file.id);
      toast.success(t('success.delete'));
      onFilesChanged();
    } catch (error) {
      handleApiFailure(error);
    }
  };

  const save = () =>
    run(async () => {
      const arranged = await arrangeArticles(homeworkId, request);
      // "Student Auto-Naming Complete" only when the server named essays from their file names.
      toast.success(t(arranged.auto_named > 0 ? 'success.autoNaming' : 'success.arranged'));
      onSaved();
    });

  // A roster student or typed name already given to another new essay is not suggested again.
  const takenIds = new Set(groups.map((group) => group.studentUserId ?? null));
  const takenNames = new Set(groups.map((group) => group.studentName.trim()));
  const suggestionsFor = (key: string) =>
    roster.filter((option) => {
      const own = groups.find((group) => group.key === key);
      if (option.user_id !== null)
        return own?.studentUserId === option.user_id || !takenIds.has(option.user_id);
      return own?.studentName.trim() === option.name || !takenNames.has(option.name);
    });
  const footer = (
    <DialogActions
      onCancel={onClose}
      busy={busy}
      confirmDisabled={request.length === 0}
      onConfirm={() => void save()}
      confirmLabel={t('homework.arrange.save')}
    />
  );

  return (
    <Modal
      open={open}
      title={t('homework.arrange.title')}
      description={t('homework.arrange.description')}
      onDismiss={busy ? undefined : onClose}
      footer={footer}
    >
      <div className="arrangement-dialog" ref={setLive}>
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{
            ...(live ? { container: live } : {}),
            screenReaderInstructions: { draggable: t('homework.arrange.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('homework.arrange.picked', { name: nameOf(active.id) }),
              onDragOver: () => undefined,
              onDragEnd: ({ active, over }) => {
                const result = over
                  ? dropFile(groups, byId, fileIdOf(active.data.current) ?? -1, String(over.id))
                  : null;
                return result && !result.ok
                  ? t(`homework.arrange.refused.${result.reason}`)
                  : t('homework.arrange.dropped', { name: nameOf(active.id) });
              },
              onDragCancel: ({ active }) =>
                t('homework.arrange.cancelled', { name: nameOf(active.id) }),
            },
          }}
        >
          <p className="field-error arrangement-notice" role="status">
            {notice}
          </p>
          <div className="arrangement-columns">
            <DropArea id={POOL_ID} label={t('homework.arrange.pool')} className="arrangement-pool">
              <h3>{t('homework.arrange.pool')}</h3>
              {pool.length > 0 && (
                <button
                  type="button"
                  className="button small secondary"
                  onClick={() =>
                    dispatch({
                      type: 'reset',
                      groups: [...groups, ...suggestEssays(pool, nextGroupKey)],
                    })
                  }
                >
                  {t('homework.arrange.suggest')}
                </button>
              )}
              {pool.length === 0 ? (
                <p className="muted">{t('homework.arrange.poolEmpty')}</p>
              ) : (
                <ul className="file-chips">
                  {pool.map((file) => (
                    <DraggableFile key={file.id} file={file}>
                      {file.article_id === null && (
                        <button
                          type="button"
                          className="button small secondary"
                          aria-label={t('homework.arrange.deleteFile', { name: file.file_name })}
                          onClick={() => void removeWaiting(file)}
                        >
                          {t('homework.arrange.deleteShort')}
                        </button>
                      )}
                    </DraggableFile>
                  ))}
                </ul>
              )}
            </DropArea>
            <div className="arrangement-groups-column">
              <DropArea
                id={NEW_GROUP_ID}
                label={t('homework.arrange.newGroup')}
                className="arrangement-new-group"
              >
                <p>{t('homework.arrange.newGroupHint')}</p>
              </DropArea>
              <div className="arrangement-groups" ref={groupsList}>
                {groups.map((group) => {
                  const fresh = groups.filter((candidate) => !candidate.essay);
                  const title =
                    group.essay?.title ?? defaultTitle(articleCount, fresh.indexOf(group));
                  const locked = holdsTextFile(group, byId);
                  return (
                    <DropArea
                      key={group.key}
                      id={group.key}
                      label={title}
                      refuses={locked}
                      className="arrangement-group"
                    >
                      <h3>{title}</h3>
                      {group.essay ? (
                        <p className="muted">
                          {t('homework.arrange.savedEssay', {
                            name: group.studentName || t('homework.arrange.noStudent'),
                          })}
                        </p>
                      ) : (
                        <div className="group-student">
                          <label htmlFor={`${listId}-${group.key}`}>
                            {t('homework.arrange.studentName')}
                          </label>
                          <RosterNameField
                            id={`${listId}-${group.key}`}
                            label={t('homework.arrange.studentNameOf', { title })}
                            value={group.studentName}
                            linkedId={group.studentUserId ?? null}
                            options={suggestionsFor(group.key)}
                            onType={(studentName) =>
                              dispatch({ type: 'name', key: group.key, studentName })
                            }
                            onPick={(option) =>
                              dispatch({
                                type: 'name',
                                key: group.key,
                                studentName: option.name,
                                studentUserId: option.user_id,
                              })
                            }
                            onCommit={() => {
                              if (group.studentUserId != null) return;
                              const match = exactRosterMatch(roster, group.studentName);
                              if (match)
                                dispatch({
                                  type: 'name',
                                  key: group.key,
                                  studentName: match.name,
                                  studentUserId: match.user_id,
                                });
                            }}
                          />
                        </div>
                      )}
                      {locked && <p className="muted">{t('homework.arrange.textAlone')}</p>}
                      <ol className="file-chips">
                        {group.fileIds.map((id) => {
                          const file = byId.get(id);
                          if (!file) return null;
                          return (
                            <DraggableFile key={id} file={file}>
                              <button
                                type="button"
                                className="button small secondary"
                                aria-label={t('homework.arrange.removeFile', {
                                  name: file.file_name,
                                })}
                                onClick={() =>
                                  dispatch({
                                    type: 'drop',
                                    fileId: id,
                                    target: POOL_ID,
                                    files: byId,
                                    newKey: nextGroupKey(),
                                  })
                                }
                              >
                                {t('homework.upload.removeShort')}
                              </button>
                            </DraggableFile>
                          );
                        })}
                      </ol>
                    </DropArea>
                  );
                })}
              </div>
            </div>
          </div>
          {/* Not portalled: the modal <dialog> sits in the top layer, above anything in <body>. */}
          <DragOverlay dropAnimation={null}>
            {dragged ? (
              <div className="file-chip drag-overlay">
                <span className="file-chip-name">{dragged.file_name}</span>
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      </div>
    </Modal>
  );
}
