import type {
  ArticleStatus,
  AuditRecord,
  CorrectionKind,
  FileKind,
  HandedInBy,
  OffTopicDecision,
  HomeworkRubric,
  PageLayout,
  RereadAnswerKind,
  SheetMarks,
  Span,
  SubmissionMethod,
  TeacherOverride,
} from '@essay/contracts';
import { queryBuilder, type ColumnType, type Generated } from '@essay/db';

/**
 * The API schema's tables as the query builder types them (apps/api/migrations is the truth; a
 * column added there is added here). Kysely only builds the SQL: it runs through @essay/db.
 */
type Id = Generated<number>;
/** timestamptz: read as a Date, written as a Date, an ISO string or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface HomeworksTable {
  id: Id;
  school_id: number;
  teacher_id: number;
  name: string;
  instructions: Defaulted<string>;
  submission_method: Defaulted<SubmissionMethod>;
  submission_begin_at: Timestamp;
  submission_deadline_at: Timestamp;
  assigned_classes: Defaulted<number[]>;
  students: Defaulted<string[]>;
  rubric: Defaulted<HomeworkRubric>;
  allow_revision: Defaulted<boolean>;
  released: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticlesTable {
  id: Id;
  homework_id: number;
  title: string;
  /** The title is the essay's own first line, and follows it (issue 43 §7, migration 0025). */
  title_from_text: Defaulted<boolean>;
  student_name: Defaulted<string>;
  student_user_id: number | null;
  status: Defaulted<ArticleStatus>;
  content: Defaulted<string>;
  score: number | null;
  grading_count: Defaulted<number>;
  failure_reason: string | null;
  teacher_suggestion: Defaulted<string>;
  report: NullableJson<unknown>;
  level_label: string | null;
  rubric: string | null;
  teacher_override: NullableJson<TeacherOverride>;
  /** The engine's level before a re-level from the teacher's levels (issue 31, migration 0015). */
  relevelled_from: NullableJson<{ level: number; label: string }>;
  /** The teacher's call on a suspected off-topic essay, kept across corrections (migration 0030). */
  off_topic_decision: Defaulted<OffTopicDecision['decision'] | null>;
  graded_at: NullableTimestamp;
  graded_content: string | null;
  grade_requested_by: number | null;
  revision_of: number | null;
  /** The student's own hand-in, or the teacher's upload (migration 0022). */
  handed_in_by: Defaulted<HandedInBy>;
  submitted_at: Timestamp;
  updated_at: Timestamp;
}

export interface HomeworkFilesTable {
  id: Id;
  homework_id: number;
  file_name: string;
  kind: FileKind;
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  article_id: number | null;
  position: Defaulted<number>;
  extraction_status: Defaulted<'pending' | 'running' | 'done' | 'failed'>;
  extraction_error: string | null;
  text: string | null;
  created_at: Timestamp;
  /** The file's reading number and progress in pages (0016, page-level extraction). */
  extraction_run: Defaulted<number>;
  pages_total: ColumnType<number | null, number | null | undefined, number | null>;
  pages_read: Defaulted<number>;
}

/** A page of a reading under way: its text layer (`page` null) or what OCR read (0016). */
export interface FilePageReadsTable {
  file_id: number;
  run: number;
  page_index: number;
  text: string;
  /** The stored page (files.repository's StoredPage) of an OCR'd page. */
  page: NullableJson<unknown>;
}

export interface FilePagesTable {
  id: Id;
  file_id: number;
  page_index: number;
  image_key: string;
  text: Defaulted<string>;
  confidence: number | null;
  uncertain: NullableJson<Span[]>;
  /** Which OCR engine read the page, why it fell back, and what reading it cost (0012). */
  ocr_engine: Defaulted<'tesseract' | 'ppocr' | 'llm-vision'>;
  /** The page was judged blank and not read (0013). */
  blank: Defaulted<boolean>;
  ocr_note: ColumnType<string | null, string | null | undefined, string | null>;
  input_tokens: Defaulted<number>;
  output_tokens: Defaulted<number>;
  /** numeric: read back as text by both drivers. */
  cost: ColumnType<string, number | undefined, number>;
  /** What the sheet's print (taken out of `text`) told: header, name, page number (0028). */
  sheet: NullableJson<SheetMarks>;
  /** How the page was written (rows, columns) and how it lay (0031). */
  layout: NullableJson<PageLayout>;
}

export interface ArticleImagesTable {
  id: Id;
  article_id: number;
  page_id: number;
  position: number;
  content: string | null;
  removed_at: NullableTimestamp;
  unconfirmed: NullableJson<Span[]>;
  /** Doubted spans 「確認其餘」 accepted unseen: not the student's words in a report (0028). */
  unreviewed: NullableJson<Span[]>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface GradingsTable {
  id: Id;
  /** Null once the essay is erased or expired: the correction stays counted (0011). */
  article_id: number | null;
  /** Filled from the essay by a trigger (0011). */
  homework_id: Generated<number>;
  /** The essay's first version (a revision's corrections count with it), by a trigger (0023). */
  essay_id: Generated<number | null>;
  grading_number: number;
  requested_by: number;
  status: Defaulted<'queued' | 'running' | 'done' | 'failed'>;
  points: Defaulted<number>;
  charge_key: string | null;
  engine: string | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface ModelArticlesTable {
  id: Id;
  article_id: number;
  teacher_id: number;
  show_name: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ArticleReportsTable {
  article_id: number;
  grading_number: number;
  report: Json<unknown>;
  graded_content: string;
  graded_at: Timestamp;
}

export interface CorrectionDecisionsTable {
  id: Id;
  article_id: number;
  grading_number: number;
  correction_index: number | null;
  decision: 'accept' | 'reject' | 'edit' | 'add';
  span_start: number;
  span_end: number;
  original: string;
  suggestion: string;
  kind: CorrectionKind;
  engine_suggestion: string | null;
  engine: string | null;
  teacher_id: number;
  decided_at: Timestamp;
}

export interface RereadRequestsTable {
  id: Id;
  article_id: number;
  student_user_id: number;
  note: string;
  created_at: Timestamp;
  answer: RereadAnswerKind | null;
  reply: Defaulted<string>;
  answered_by: number | null;
  answered_at: NullableTimestamp;
}

export interface WorkerProcessesTable {
  id: string;
  queues: string;
  host: string;
  pid: number;
  started_at: Timestamp;
  seen_at: Timestamp;
}

export interface WorkerJobsTable {
  job_id: string;
  worker_id: string;
  queue: string;
  started_at: Timestamp;
}

export interface SchoolSettingsTable {
  school_id: number;
  retention_years: Defaulted<number>;
  updated_at: Timestamp;
}

export interface EngineUsageTable {
  grading_id: number;
  article_id: number;
  homework_id: number;
  school_id: number;
  engine: string;
  model: string;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  /** numeric: read back as text by both drivers. */
  cost: ColumnType<string, number, number>;
  fallback: string | null;
  created_at: Timestamp;
}

/** Append-only (a trigger refuses updates and deletes): rows are only inserted and read. */
export interface AuditEventsTable {
  /** bigint identity: node-postgres and PGlite read it as a string. */
  id: ColumnType<string, never, never>;
  at: Timestamp;
  school_id: number;
  actor_id: number | null;
  address: Defaulted<string>;
  action: AuditRecord['action'];
  homework_id: number | null;
  article_id: number | null;
  student_id: number | null;
  subject_id: number | null;
  detail: Json<AuditRecord['detail']>;
}

export interface ApiTables {
  'api.homeworks': HomeworksTable;
  'api.articles': ArticlesTable;
  'api.homework_files': HomeworkFilesTable;
  'api.file_pages': FilePagesTable;
  'api.file_page_reads': FilePageReadsTable;
  'api.article_images': ArticleImagesTable;
  'api.server_secrets': ServerSecretsTable;
  'api.gradings': GradingsTable;
  'api.model_articles': ModelArticlesTable;
  'api.article_reports': ArticleReportsTable;
  'api.correction_decisions': CorrectionDecisionsTable;
  'api.reread_requests': RereadRequestsTable;
  'api.worker_processes': WorkerProcessesTable;
  'api.worker_jobs': WorkerJobsTable;
  'api.school_settings': SchoolSettingsTable;
  'api.engine_usage': EngineUsageTable;
  'api.audit_events': AuditEventsTable;
}

/** Builds the API's queries; run them with `run` / `first` from @essay/db. */
export const q = queryBuilder<ApiTables>();
