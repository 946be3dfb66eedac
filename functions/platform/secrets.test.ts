import { afterEach, describe, expect, it, vi } from 'vitest';

const getSecret = vi.fn();
vi.mock('@aws-lambda-powertools/parameters/secrets', () => ({ getSecret }));
const { readSecret } = await import('./secrets');

class ResourceNotFoundException extends Error {
  override name = 'ResourceNotFoundException';
}

afterEach(() => {
  getSecret.mockReset();
  for (const key of Object.keys(process.env)) if (key.startsWith('TEST_KEY')) delete process.env[key];
});

describe('readSecret', () => {
  it('prefers the plain environment variable (local mode)', async () => {
    process.env.TEST_KEY_A = 'sk-local';
    expect(await readSecret('TEST_KEY_A')).toBe('sk-local');
    expect(getSecret).not.toHaveBeenCalled();
  });

  it('reads the value from Secrets Manager in AWS, cached by Powertools', async () => {
    process.env.TEST_KEY_B_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:1:secret:b';
    getSecret.mockResolvedValue('sk-live');
    expect(await readSecret('TEST_KEY_B')).toBe('sk-live');
    expect(getSecret).toHaveBeenCalledWith('arn:aws:secretsmanager:eu-west-1:1:secret:b', { maxAge: 300 });
  });

  it('treats a secret created without a value as not configured, and does not ask again for five minutes', async () => {
    process.env.TEST_KEY_C_SECRET_ARN = 'arn:c';
    getSecret.mockRejectedValue(
      new Error('GetParameterError', { cause: new ResourceNotFoundException('no AWSCURRENT') }),
    );
    expect(await readSecret('TEST_KEY_C')).toBeUndefined();
    expect(await readSecret('TEST_KEY_C')).toBeUndefined();
    expect(getSecret).toHaveBeenCalledTimes(1);
  });

  it('still fails loudly on other errors (e.g. missing permission)', async () => {
    process.env.TEST_KEY_D_SECRET_ARN = 'arn:d';
    getSecret.mockRejectedValue(new Error('AccessDeniedException'));
    await expect(readSecret('TEST_KEY_D')).rejects.toThrow('AccessDeniedException');
  });

  it('is undefined when nothing is configured', async () => {
    expect(await readSecret('TEST_KEY_E')).toBeUndefined();
  });
});
