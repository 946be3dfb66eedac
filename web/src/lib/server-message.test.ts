import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("is the body's message of a failed call", () => {
    const error = new ApiError(409, '{"code":"conflict","message":"An employee with this email already exists"}');
    expect(serverMessage(error)).toBe('An employee with this email already exists');
    expect(serverMessage(new ApiError(503, '{"message":"Service Unavailable"}'))).toBe('Service Unavailable');
  });

  it('is undefined when the answer had no message, or the error is not a failed call', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new ApiError(500, 'Internal Server Error'))).toBeUndefined();
    // The text alone proves nothing: only the API client's errors carry a server's answer.
    expect(serverMessage(new Error('400: {"code":"validation","message":"Validation error: x"}'))).toBeUndefined();
    expect(serverMessage('400: {"message":"x"}')).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});
