import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_SUBMISSION_FILES, MAX_UPLOAD_BYTES, StudentArticleSchema, StudentHomeworkListSchema, TypedSubmissionSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { listStudentHomeworks, submitEssayFiles, submitTypedEssay, type UploadPart } from './submissions.service.ts';

/** The file parts named "file" of a multipart body, in the order sent (= page order). */
async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  // One more file than allowed reaches the service, which refuses it by name.
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_SUBMISSION_FILES + 1 } })) {
    if (part.type === 'file' && part.fieldname === 'file') yield { filename: part.filename, stream: part.file };
    else if (part.type === 'file') part.file.resume();
  }
}

export function registerSubmissionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/student/homeworks',
    { config: { doc: { summary: "Homework of the student's classes, each with the student's essay", roles: ['student'], response: StudentHomeworkListSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      return { homeworks: await listStudentHomeworks(ctx, caller) };
    },
  );

  app.post(
    '/student/homeworks/:id/submission',
    {
      config: {
        doc: {
          summary: 'Hand in an essay: JSON { title?, content } typed in the browser, or multipart "file" parts (one Word/PDF file, or photos in page order). Replaces an essay not yet corrected; after correction a revision when the homework allows it',
          roles: ['student'],
          body: TypedSubmissionSchema,
          response: StudentArticleSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const { id } = parseInput(IdParamsSchema, request.params);
      if (request.isMultipart()) return submitEssayFiles(ctx, caller, id, fileParts(request));
      return submitTypedEssay(ctx, caller, id, parseInput(TypedSubmissionSchema, request.body));
    },
  );
}
