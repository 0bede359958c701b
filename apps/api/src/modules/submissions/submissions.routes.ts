import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_SUBMISSION_FILES,
  MAX_UPLOAD_BYTES,
  parseOrThrow,
  StudentArticleSchema,
  StudentHomeworkListSchema,
  TypedSubmissionSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import {
  listStudentHomeworks,
  submitEssayFiles,
  submitTypedEssay,
  type UploadPart,
} from './submissions.service.ts';

/** The file parts named "file" of a multipart body, in the order sent (= page order). */
async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  // One more file than allowed reaches the service, which refuses it by name.
  for await (const part of request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_SUBMISSION_FILES + 1 },
  })) {
    if (part.type === 'file' && part.fieldname === 'file')
      yield { filename: part.filename, stream: part.file };
    else if (part.type === 'file') part.file.resume();
  }
}

export function registerSubmissionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/student/homeworks',
    {
      schema: {
        ...routeDoc("Homework of the student's classes, each with the student's essay", 'student'),
        response: { 200: StudentHomeworkListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      return { homeworks: await listStudentHomeworks(ctx, caller) };
    },
  );

  // The body is JSON or a multipart stream: Fastify's body schema cannot be both, so the JSON one
  // is parsed here (TypedSubmissionSchema, the same refusal as a declared schema).
  route.post(
    '/student/homeworks/:id/submission',
    {
      schema: {
        ...routeDoc(
          'Hand in an essay: JSON { title?, content } typed in the browser, or multipart "file" parts ' +
            '(one Word/PDF file, or photos in page order). Replaces an essay not yet corrected; ' +
            'after correction a revision when the homework allows it',
          'student',
        ),
        params: IdParamsSchema,
        response: { 200: StudentArticleSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      const { id } = request.params;
      if (request.isMultipart()) return submitEssayFiles(ctx, caller, id, fileParts(request));
      return submitTypedEssay(ctx, caller, id, parseOrThrow(TypedSubmissionSchema, request.body));
    },
  );
}
