import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../../../test/support/fake-provider.js';
import { providerPoster } from './provider-client.js';

let provider: FakeProvider;
beforeEach(async () => {
  provider = await startFakeProvider();
});
afterEach(async () => {
  await provider.close();
});

describe('posting to the provider', () => {
  it('sends JSON and reads the answer with its status', async () => {
    provider.answer('/sms/hsend', () => ({ status: 200, body: { success: true, data: { phone: '1' } } }));
    const outcome = await providerPoster(provider.url, 2000)('/sms/hsend', { nasid: 'AB' });
    expect(outcome).toEqual({ kind: 'answer', status: 200, body: { success: true, data: { phone: '1' } } });
    expect(provider.seen).toEqual([{ path: '/sms/hsend', body: { nasid: 'AB' } }]);
  });

  it('gives up on a provider that does not answer in time', async () => {
    provider.answer('/sms/hsend', () => 'hang');
    const started = Date.now();
    const outcome = await providerPoster(provider.url, 300)('/sms/hsend', {});
    expect(outcome).toEqual({ kind: 'unreachable', reason: 'timed out' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('calls a closed port unreachable', async () => {
    const url = provider.url;
    await provider.close();
    const outcome = await providerPoster(url, 2000)('/sms/hcheck', {});
    expect(outcome.kind).toBe('unreachable');
    provider = await startFakeProvider();
  });
});
