import { storageOfBay, type BayKind, type StorageInfo } from '../data/storage-by-bay';
import { HealthButtons } from '../health/health-buttons';
import { HealthDialogsProvider } from '../health/health-dialogs';
import { ihmGroupOf, smartGroupOf } from '../health/health-groups';
import { DiskSection } from './disk-section';

const DEV_TYPE = { sata: 'sata', m2: 'nvme', esata: 'esata' } as const;

/** The disks of one kind of bay, under that kind's pools: the bays, the table, the detail and health checks. */
export function BayDisks({ bay, info }: { bay: BayKind; info: StorageInfo }) {
  const devType = DEV_TYPE[bay];
  const ofBay = { ...info, disks: storageOfBay(info, bay).disks };
  return (
    <HealthDialogsProvider>
      <DiskSection
        bay={bay}
        info={ofBay}
        tools={<HealthButtons smartGroup={smartGroupOf(devType)} ihmGroup={ihmGroupOf(devType)} />}
      />
    </HealthDialogsProvider>
  );
}
