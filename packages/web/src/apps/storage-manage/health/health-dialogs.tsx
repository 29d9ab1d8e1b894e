import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { IhmGroup } from '@coffer/contract';
import type { SmartProtocol } from './health-groups';

const SmartCheckDialog = lazy(() => import('./smart-check-dialog'));
const SmartDetailDialog = lazy(() => import('./smart-detail-dialog'));
const IhmDialog = lazy(() => import('./ihm-dialog'));

export interface HealthDialogs {
  openSmartCheck(group: SmartProtocol): void;
  openSmartDetail(sn: string): void;
  openIhm(group: IhmGroup): void;
}

const HealthDialogsContext = createContext<HealthDialogs | null>(null);

/** The health dialogs of the part of the page inside the provider. */
export function useHealthDialogs(): HealthDialogs {
  const dialogs = useContext(HealthDialogsContext);
  if (!dialogs) throw new Error('useHealthDialogs outside HealthDialogsProvider');
  return dialogs;
}

/** One dialog's state: what it shows, whether it is open, and whether its code was ever fetched. */
interface Shown<T> {
  value: T;
  open: boolean;
}

/**
 * Hosts the SMART check, SMART detail and IHM dialogs for the page inside it. Each dialog's code is
 * fetched the first time it opens (the window's first chunk stays small) and stays mounted after
 * that, so it closes with its animation. The detail opens over the check's summary.
 */
export function HealthDialogsProvider({ children }: { children: ReactNode }) {
  const [check, setCheck] = useState<Shown<SmartProtocol> | null>(null);
  const [detail, setDetail] = useState<Shown<string> | null>(null);
  const [ihm, setIhm] = useState<Shown<IhmGroup> | null>(null);
  const dialogs = useMemo<HealthDialogs>(
    () => ({
      openSmartCheck: (group) => setCheck({ value: group, open: true }),
      openSmartDetail: (sn) => setDetail({ value: sn, open: true }),
      openIhm: (group) => setIhm({ value: group, open: true }),
    }),
    [],
  );
  return (
    <HealthDialogsContext.Provider value={dialogs}>
      {children}
      {/* One boundary each: fetching one dialog's code must not hide another that is open. */}
      <Suspense fallback={null}>
        {check ? (
          <SmartCheckDialog
            open={check.open}
            group={check.value}
            onGroupChange={(group) => setCheck({ value: group, open: true })}
            onOpenDetail={dialogs.openSmartDetail}
            onClose={() => setCheck({ ...check, open: false })}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {detail ? (
          <SmartDetailDialog
            open={detail.open}
            sn={detail.value}
            onSnChange={(sn) => setDetail({ value: sn, open: true })}
            onClose={() => setDetail({ ...detail, open: false })}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {ihm ? (
          <IhmDialog
            open={ihm.open}
            group={ihm.value}
            onGroupChange={(group) => setIhm({ value: group, open: true })}
            onClose={() => setIhm({ ...ihm, open: false })}
          />
        ) : null}
      </Suspense>
    </HealthDialogsContext.Provider>
  );
}
