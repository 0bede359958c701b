import { ApiErrorSchema, HomeworkFileSchema, type HomeworkFile } from '@essay/contracts';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { authHeaders } from '../../lib/http/read-json.ts';
import { getToken } from '../../lib/storage.ts';

export interface UploadHandle {
  promise: Promise<HomeworkFile>;
  abort: () => void;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One file per request in the multipart field "file". XMLHttpRequest rather than fetch because
 * only it reports upload progress; errors are the same classes the API client throws.
 */
export function uploadHomeworkFile(
  homeworkId: number,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<HomeworkFile>((resolve, reject) => {
    xhr.open('POST', `/api/teacher/homeworks/${homeworkId}/files`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(getToken())))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.onabort = () => reject(new NetworkError(new Error('upload aborted')));
    xhr.onload = () => {
      const payload = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status > 299) {
        const error = ApiErrorSchema.safeParse(payload);
        reject(
          new ApiHttpError(
            xhr.status,
            error.success ? error.data.error : undefined,
            error.success ? error.data.code : undefined,
            error.success ? error.data.details : undefined,
          ),
        );
        return;
      }
      const parsed = HomeworkFileSchema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(parsed.error);
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
