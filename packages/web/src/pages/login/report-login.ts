import { actionReportLogin } from '@coffer/contract/calls/action-log';
import { call } from '../../api/client';
import { deviceId, describeDevice } from '../../api/device-identity';

/** What the browser runs on, as it says itself ("Linux x86_64", "MacIntel"…). */
function platformName(): string {
  const agentData = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return (agentData?.platform || navigator.platform || '').slice(0, 100);
}

/**
 * ACCT-03: tells the daemon which device just signed in (the id this browser keeps, its name), so
 * the account's other pages hear of a device they never saw (PUSH-07). One second at most, and
 * quiet: a report that does not arrive changes nothing for the person signing in.
 */
export async function reportLogin(): Promise<void> {
  const agent = navigator.userAgent;
  await call(
    actionReportLogin,
    {
      deviceId: deviceId(),
      device: describeDevice(agent),
      platform: platformName(),
      browser: agent.slice(0, 300),
    },
    { toast: false },
  );
}
