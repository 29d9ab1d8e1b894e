import type { ShareLink } from '@coffer/contract/calls/shares-types';
import { App, Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useDeleteShares } from './use-shares';

export function DeleteShareButton({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const remove = useDeleteShares();
  const confirm = () =>
    modal.confirm({
      title: t('shareManage.deleteTitle'),
      content: t('shareManage.deleteBody', { name: link.name }),
      okText: t('shareManage.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync([link.id]);
        void message.success(t('shareManage.deleted'));
      },
    });
  return (
    <Button size="small" danger onClick={confirm} data-testid="share-delete">
      {t('shareManage.delete')}
    </Button>
  );
}
