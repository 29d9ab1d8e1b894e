import type { WebdavConfig } from '@coffer/contract';
import { Form, Switch } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import type { DraftFields } from './config-editor';
import { PortField } from './port-field';

/** WebDAV: port and whether it speaks HTTPS. */
export function WebdavFields(fields: DraftFields<WebdavConfig>) {
  const { t } = useTranslation();
  const { draft, change } = fields;
  return (
    <>
      <PortField {...fields} testId="webdav-port" />
      <Form.Item
        label={t('fileServices.config.webdav.https')}
        help={t('fileServices.config.webdav.httpsHint')}
      >
        <Switch
          checked={draft.https}
          onChange={(https) => change({ https })}
          aria-label={t('fileServices.config.webdav.https')}
          data-testid="webdav-https"
        />
      </Form.Item>
    </>
  );
}
