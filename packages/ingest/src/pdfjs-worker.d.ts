/** pdfjs's worker code, run in this thread: handed to pdfjs whole as `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
