import { useState } from 'react';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { DialogProps } from './dialog-types';
import { muteSubnetTips } from './do-not-remind';
import { useEnterKey } from './use-enter-key';

/** DLG-08: the network-segment tip; ticking the box mutes it for 24 h. */
export function SubnetTipsDialog({ open, isTop, trapFocus, settle, afterClose }: DialogProps<'subnetTips'>) {
  const { t } = useTranslation();
  const [mute, setMute] = useState(false);
  const close = () => {
    if (mute) void muteSubnetTips();
    settle({ muted: mute });
  };
  useEnterKey(open && isTop, close);
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      focusable={{ trap: trapFocus }}
      title={t('dialogs.subnetTips.title')}
      width={460}
      centered
      onCancel={close}
      footer={
        <Button data-testid="subnet-tips-ok" type="primary" onClick={close}>
          {t('dialogs.ok')}
        </Button>
      }
    >
      <div data-testid="subnet-tips-dialog" className="shared-dialog-body">
        <Typography.Paragraph className="shared-dialog-message">
          {t('dialogs.subnetTips.body')}
        </Typography.Paragraph>
        <Checkbox
          data-testid="subnet-tips-mute"
          checked={mute}
          onChange={(event) => setMute(event.target.checked)}
        >
          {t('dialogs.subnetTips.doNotRemind')}
        </Checkbox>
      </div>
    </Modal>
  );
}
