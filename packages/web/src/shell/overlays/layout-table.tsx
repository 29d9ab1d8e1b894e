import { Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { slotLabelOf, type SlotRow } from './confirm-layout';

/** Step 0: a pool's disks before and now, one row per slot. */
export function LayoutTable({ poolName, rows }: { poolName: string; rows: readonly SlotRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="storage-overlay__layout" data-testid={`overlay-layout-${poolName}`}>
      <caption>
        {t('overlays.confirm.pool')}
        {t('common.colon')}
        {poolName}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('overlays.confirm.slot')}</th>
          <th scope="col">{t('overlays.confirm.oldLayout')}</th>
          <th scope="col">{t('overlays.confirm.newLayout')}</th>
          <th scope="col">{t('overlays.confirm.state')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.serial} data-testid={`overlay-slot-${row.serial}`} data-state={row.state}>
            <th scope="row">{slotLabelOf(row) ?? t('overlays.confirm.unknownSlot')}</th>
            <td>
              <span className="storage-overlay__serial">{row.serial}</span>
              {row.size && <span className="storage-overlay__size">{row.size}</span>}
            </td>
            <td>
              {row.now === 'present' ? (
                <>
                  <span className="storage-overlay__serial">{row.serial}</span>
                  {row.size && <span className="storage-overlay__size">{row.size}</span>}
                </>
              ) : (
                <span className="storage-overlay__empty">{t('overlays.confirm.empty')}</span>
              )}
            </td>
            <td>
              <Tag color={row.state === 'missing' ? 'error' : 'success'}>
                {t(`overlays.confirm.${row.state}`)}
              </Tag>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
