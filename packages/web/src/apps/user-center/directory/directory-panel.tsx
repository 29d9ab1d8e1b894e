import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { addAppTexts } from '../../../i18n/app-texts';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../call-error';
import { ConnectAdLdap } from './connect-form';
import { directoryText } from './directory-text';
import { AdLdapEditView } from './edit-view';
import { useDirectoryState } from './use-directory';
import './directory.css';

addAppTexts('userDirectory', directoryText);

/** The user center's directory tab: the connect form until a directory is saved, then its view. */
export function DirectoryPanel() {
  const { t } = useTranslation();
  const state = useDirectoryState();
  const [editing, setEditing] = useState(false);
  if (state.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('userDirectory.loadFailed')}
        description={errorText(state.error)}
        action={<Button onClick={() => void state.refetch()}>{t('userDirectory.retry')}</Button>}
      />
    );
  }
  if (!state.data.configured || editing) {
    return <ConnectAdLdap state={state.data} onDone={() => setEditing(false)} />;
  }
  return <AdLdapEditView state={state.data} onEdit={() => setEditing(true)} />;
}
