import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_SUBMISSION_FILES,
  MAX_UPLOAD_BYTES,
  parseOrThrow,
  StudentArticleSchema,
  StudentHomeworkListSchema,
  TypedSubmissionSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
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
  const student = roleRoutes(app, ctx, 'student');

  student.get('/student/homeworks', {
    summary: "Homework of the student's classes, each with the student's essay",
    answer: StudentHomeworkListSchema,
    handler: (_, caller) => listStudentHomeworks(ctx, caller),
  });

  // The body is JSON or a multipart stream: Fastify's body schema cannot be both, so the JSON one
  // is parsed here (TypedSubmissionSchema, the same refusal as a declared schema).
  student.post('/student/homeworks/:id/submission', {
    summary:
      'Hand in an essay: JSON { title?, content } typed in the browser, or multipart "file" parts ' +
      '(one Word/PDF file, or photos in page order). Replaces an essay not yet corrected; ' +
      'after correction a revision when the homework allows it',
    answer: StudentArticleSchema,
    handler: async (request, caller) => {
      const { id } = request.params;
      if (request.isMultipart()) return submitEssayFiles(ctx, caller, id, fileParts(request));
      return submitTypedEssay(ctx, caller, id, parseOrThrow(TypedSubmissionSchema, request.body));
    },
  });
}
