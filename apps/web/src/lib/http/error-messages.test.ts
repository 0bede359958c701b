import { describe, expect, it } from 'vitest';
import { accountFailureMessage, apiFailureAction } from './error-messages.ts';
import { AccountError, ApiHttpError, NetworkError } from './http-errors.ts';

const t = (key: string) => `t:${key}`;

describe('apiFailureAction (spec §8)', () => {
  it('maps each failure kind', () => {
    expect(apiFailureAction(new NetworkError(null), t)).toEqual({
      kind: 'toast',
      message: 't:errors.network',
    });
    expect(apiFailureAction(new ApiHttpError(401, 'x', undefined), t)).toEqual({
      kind: 'not-found',
    });
    expect(apiFailureAction(new ApiHttpError(500, 'boom', undefined), t)).toEqual({
      kind: 'toast',
      message: 't:errors.server',
    });
    expect(apiFailureAction(new ApiHttpError(400, 'Bad name', 'invalid_input'), t)).toEqual({
      kind: 'toast',
      message: 't:errors.api.invalid_input',
    });
    expect(apiFailureAction(new ApiHttpError(403, undefined, undefined), t)).toEqual({
      kind: 'toast',
      message: 't:errors.generic',
    });
  });
  it('words refusals by error code in the interface language; a page load shows the not-found page', () => {
    const forbidden = new ApiHttpError(403, 'You are not allowed to do this', 'forbidden');
    const missing = new ApiHttpError(404, 'Article not found', 'article_not_found');
    expect(apiFailureAction(forbidden, t)).toEqual({
      kind: 'toast',
      message: 't:errors.api.forbidden',
    });
    expect(apiFailureAction(missing, t)).toEqual({
      kind: 'toast',
      message: 't:errors.api.article_not_found',
    });
    expect(apiFailureAction(forbidden, t, { page: true })).toEqual({ kind: 'not-found' });
    expect(apiFailureAction(missing, t, { page: true })).toEqual({ kind: 'not-found' });
    expect(apiFailureAction(new ApiHttpError(409, 'Busy', 'conflict'), t, { page: true })).toEqual({
      kind: 'toast',
      message: 't:errors.api.conflict',
    });
    expect(apiFailureAction(new ApiHttpError(418, 'Teapot', 'made_up'), t)).toEqual({
      kind: 'toast',
      message: 't:errors.generic',
    });
  });
  it('shows the account message or the fallback', () => {
    expect(accountFailureMessage(new AccountError(200, 'Wrong password'), t)).toBe(
      'Wrong password',
    );
    expect(accountFailureMessage(new AccountError(200, undefined), t)).toBe(
      't:errors.updateFailed',
    );
  });
});
