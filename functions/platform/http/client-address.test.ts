import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { startRuntimeContext } from '../runtime-context';
import { clientAddress } from './client-address';

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '10.0.0.9' } } }) as unknown as APIGatewayProxyEventV2;

const withHeaderSetting = (value: string | undefined) => {
  if (value === undefined) delete process.env.CLIENT_ADDRESS_HEADER;
  else process.env.CLIENT_ADDRESS_HEADER = value;
  startRuntimeContext();
};

afterEach(() => withHeaderSetting(undefined));

describe('clientAddress', () => {
  it('uses the connection address and ignores client headers unless a trusted proxy header is configured', () => {
    withHeaderSetting(undefined);
    expect(clientAddress(event({ 'x-viewer-address': '1.2.3.4', 'x-forwarded-for': '1.2.3.4' }))).toBe('10.0.0.9');
  });

  it('reads the configured header when a trusted proxy sets it', () => {
    withHeaderSetting('X-Viewer-Address');
    expect(clientAddress(event({ 'x-viewer-address': ' 203.0.113.7 ' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'x-viewer-address': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(clientAddress(event({}))).toBe('10.0.0.9');
  });
});
