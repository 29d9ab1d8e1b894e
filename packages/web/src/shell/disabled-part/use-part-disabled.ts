import { ConfigProvider } from 'antd';

/**
 * Whether the part a control is in is turned off (antd's disabled context, as AreaGuard sets it).
 * A control with a reason of its own to be disabled needs it: antd lets an explicit `disabled`
 * prop win over the context, so `disabled={busy}` alone would switch it back on.
 */
export function usePartDisabled(): boolean {
  return ConfigProvider.useConfig().componentDisabled ?? false;
}
