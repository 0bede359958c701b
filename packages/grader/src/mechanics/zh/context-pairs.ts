import { MODEL_DIR } from './model.ts';

/**
 * The spelling model's learner-text character pairs (`context-bigrams.tsv.gz`: a pair and its
 * count a line, the counts the checker reads), for the OCR's doubts (issue 43 §4): ingest reads
 * the file by this path, given by the server (ingest imports no other package).
 */
export const CONTEXT_PAIRS_FILE = `${MODEL_DIR}context-bigrams.tsv.gz`;
