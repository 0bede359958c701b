import type { RelevelChange, RelevelPreview } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { applyRelevel, fetchRelevelPreview, relevelKeys } from './correction-api.ts';
import { levelText } from './level-text.ts';
import { relevelExplanation } from './relevel-explanation.ts';
import { essayLabel } from '../../lib/essay-label.ts';

export interface RelevelDialogProps {
  homeworkId: number;
  open: boolean;
  onClose: () => void;
}

function ChangesTable({ preview }: { preview: RelevelPreview }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const say = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const level = (l: RelevelChange['to']) =>
    levelText(
      { status: 'graded', score: l.level, level_label: l.label, teacher_override: null },
      locale,
      say,
    );
  const columns: Column<RelevelChange>[] = [
    {
      key: 'name',
      header: t('correction.table.name'),
      rowHeader: true,
      cell: (c) => c.student_name || t('correction.table.noName'),
    },
    { key: 'title', header: t('correction.table.title'), cell: (c) => essayLabel(c, say) },
    { key: 'from', header: t('correction.relevel.current'), cell: (c) => level(c.from) },
    { key: 'to', header: t('correction.relevel.proposed'), cell: (c) => level(c.to) },
  ];
  return (
    <DataTable
      caption={t('correction.relevel.caption')}
      showCaption
      columns={columns}
      rows={preview.changes}
      rowKey={(c) => c.article_id}
      className="relevel-changes"
    />
  );
}

/**
 * Re-level the homework's other corrected essays from the teacher's levels (issue 31 item 2):
 * the server's preview first (what would change, and the rule in words), applied on confirmation.
 */
export function RelevelDialog({ homeworkId, open, onClose }: RelevelDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useApiAction();
  const query = useQuery({
    queryKey: relevelKeys.preview(homeworkId),
    queryFn: () => fetchRelevelPreview(homeworkId),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: API_ERRORS_HANDLED,
  });
  const preview = open ? query.data : undefined;
  const count = preview?.changes.length ?? 0;
  const apply = () =>
    action.run(async () => {
      if (!preview) return;
      const { changed } = await applyRelevel(homeworkId, preview);
      toast.success(t('correction.relevel.applied', { count: changed }));
      onClose();
      // every view of these essays (list, reports, summary) shows the new levels
      await queryClient.invalidateQueries();
    });
  const say = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});

  let body;
  // a failed preview was already worded by the shared handler (API_ERRORS_HANDLED)
  if (query.isError) body = null;
  else if (!preview) body = <Loading variant="page" />;
  else
    body = (
      <div className="relevel-preview">
        {relevelExplanation(preview, say).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {preview.outcome === 'ready' &&
          (count > 0 ? (
            <>
              <ChangesTable preview={preview} />
              {preview.unchanged > 0 && (
                <p>{t('correction.relevel.unchanged', { count: preview.unchanged })}</p>
              )}
              <p className="relevel-free">{t('correction.relevel.free')}</p>
            </>
          ) : (
            <p>{t('correction.relevel.none')}</p>
          ))}
      </div>
    );

  return (
    <Modal
      open={open}
      title={t('correction.relevel.title')}
      onDismiss={action.busy ? undefined : onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void apply()}
          busy={action.busy}
          confirmDisabled={count === 0}
          confirmLabel={t('correction.relevel.apply', { count })}
        />
      }
    >
      {body}
    </Modal>
  );
}
