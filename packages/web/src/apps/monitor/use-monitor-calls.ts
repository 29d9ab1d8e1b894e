import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileServiceName } from '@coffer/contract';
import {
  managerProcesses,
  managerSrvs,
  managerSrvStart,
  managerSrvStop,
  monitorDisks,
  monitorHardware,
} from '@coffer/contract/calls/monitor';
import { call, unwrap } from '../../api/client';

/** The disks with their temperature and SMART health; read again every 10 s while shown. */
export function useMonitorDisks() {
  return useQuery({
    queryKey: ['monitor', 'disks'],
    queryFn: async ({ signal }) => unwrap(await call(monitorDisks, {}, { toast: false, signal })),
    refetchInterval: 10_000,
  });
}

export function useMonitorHardware() {
  return useQuery({
    queryKey: ['monitor', 'hardware'],
    queryFn: async ({ signal }) => unwrap(await call(monitorHardware, {}, { toast: false, signal })),
  });
}

/** The processes, read again every 3 s while the tab is open. */
export function useProcesses() {
  return useQuery({
    queryKey: ['monitor', 'processes'],
    queryFn: async ({ signal }) => unwrap(await call(managerProcesses, {}, { toast: false, signal })),
    refetchInterval: 3000,
    placeholderData: keepPreviousData,
  });
}

/** The managed services, read again every 3 s while the tab is open. */
export function useServices() {
  return useQuery({
    queryKey: ['monitor', 'services'],
    queryFn: async ({ signal }) => unwrap(await call(managerSrvs, {}, { toast: false, signal })),
    refetchInterval: 3000,
  });
}

/** Starts or stops a service now; the list is read again after. */
export function useServiceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, action }: { name: FileServiceName; action: 'start' | 'stop' }) =>
      unwrap(await call(action === 'start' ? managerSrvStart : managerSrvStop, { name })),
    onSettled: () => client.invalidateQueries({ queryKey: ['monitor', 'services'] }),
  });
}
