import { DIRECTORY_DEFAULTS, type DirectoryProbe, type DirectoryState } from '@coffer/contract';
import { Alert, App, Button, Form, Input, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../call-error';
import { useDirectorySave, useDirectoryTest, type DirectoryFormValues } from './use-directory';

function initialValues(state: DirectoryState | undefined): DirectoryFormValues {
  return {
    url: state?.url || 'ldap://',
    baseDn: state?.baseDn ?? '',
    bindDn: state?.bindDn ?? '',
    bindPassword: '',
    userFilter: state?.userFilter || DIRECTORY_DEFAULTS.userFilter,
    userAttr: state?.userAttr || DIRECTORY_DEFAULTS.userAttr,
    groupBase: state?.groupBase ?? '',
    groupFilter: state?.groupFilter || DIRECTORY_DEFAULTS.groupFilter,
  };
}

const sameValues = (a: DirectoryFormValues, b: DirectoryFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * `/connectAdLdap` (ACCT-08): the connection form. Saving needs a successful test of exactly the
 * values shown, so a saved connection is one that worked.
 */
export function ConnectAdLdap({ state, onDone }: { state: DirectoryState | undefined; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DirectoryFormValues>();
  const test = useDirectoryTest();
  const save = useDirectorySave();
  const [tested, setTested] = useState<{ values: DirectoryFormValues; probe: DirectoryProbe } | null>(null);
  const values = Form.useWatch([], form) as DirectoryFormValues | undefined;
  const testPassed = tested !== null && values !== undefined && sameValues(tested.values, values);
  const keepsPassword = Boolean(state?.hasBindPassword);

  const runTest = async () => {
    const current = await form.validateFields().catch(() => null);
    if (!current) return;
    setTested(null);
    save.reset();
    const probe = await test.mutateAsync(current).catch(() => null);
    if (probe) setTested({ values: current, probe });
  };
  const runSave = async () => {
    if (!tested) return;
    const done = await save.mutateAsync(tested.values).catch(() => null);
    if (!done) return;
    void message.success(t('userDirectory.saved'));
    onDone?.();
  };
  const required = [{ required: true, whitespace: true, message: t('userDirectory.required') }];
  const error = errorText(test.error ?? save.error);
  return (
    <div className="directory-form" data-testid="directory-connect">
      <Typography.Title level={5}>
        {state?.configured ? t('userDirectory.editTitle') : t('userDirectory.connectTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('userDirectory.intro')}</Typography.Paragraph>
      <Form<DirectoryFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 16 }}
        initialValues={initialValues(state)}
        onFinish={() => void runTest()}
        size="small"
      >
        <Form.Item
          name="url"
          label={t('userDirectory.url')}
          extra={t('userDirectory.urlHint')}
          rules={required}
        >
          <Input autoFocus data-testid="directory-url" />
        </Form.Item>
        <Form.Item
          name="baseDn"
          label={t('userDirectory.baseDn')}
          extra={t('userDirectory.baseDnHint')}
          rules={required}
        >
          <Input data-testid="directory-base" />
        </Form.Item>
        <Form.Item name="bindDn" label={t('userDirectory.bindDn')} extra={t('userDirectory.bindDnHint')}>
          <Input data-testid="directory-bind-dn" />
        </Form.Item>
        <Form.Item
          name="bindPassword"
          label={t('userDirectory.bindPassword')}
          extra={keepsPassword ? t('userDirectory.bindPasswordKept') : undefined}
        >
          <Input.Password autoComplete="new-password" data-testid="directory-bind-password" />
        </Form.Item>
        <Form.Item
          name="userAttr"
          label={t('userDirectory.userAttr')}
          extra={t('userDirectory.userAttrHint')}
          rules={required}
        >
          <Input data-testid="directory-user-attr" />
        </Form.Item>
        <Form.Item name="userFilter" label={t('userDirectory.userFilter')} rules={required}>
          <Input data-testid="directory-user-filter" />
        </Form.Item>
        <Form.Item
          name="groupBase"
          label={t('userDirectory.groupBase')}
          extra={t('userDirectory.groupBaseHint')}
        >
          <Input data-testid="directory-group-base" />
        </Form.Item>
        <Form.Item name="groupFilter" label={t('userDirectory.groupFilter')} rules={required}>
          <Input data-testid="directory-group-filter" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6, span: 16 }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {error ? <Alert type="error" showIcon title={error} data-testid="directory-error" /> : null}
            {testPassed ? (
              <Alert
                type="success"
                showIcon
                data-testid="directory-test-ok"
                title={t('userDirectory.testOk', {
                  users: tested.probe.users,
                  groups: tested.probe.groups,
                })}
                description={
                  tested.probe.sample.length > 0
                    ? t('userDirectory.testSample', { names: tested.probe.sample.join(', ') })
                    : undefined
                }
              />
            ) : null}
            <Space>
              <Button htmlType="submit" loading={test.isPending} data-testid="directory-test">
                {test.isPending ? t('userDirectory.testing') : t('userDirectory.test')}
              </Button>
              <Tooltip title={testPassed ? undefined : t('userDirectory.testFirst')}>
                <Button
                  type="primary"
                  disabled={!testPassed}
                  loading={save.isPending}
                  onClick={() => void runSave()}
                  data-testid="directory-save"
                >
                  {t('userDirectory.save')}
                </Button>
              </Tooltip>
              {onDone && state?.configured ? (
                <Button onClick={onDone} data-testid="directory-cancel">
                  {t('userDirectory.cancel')}
                </Button>
              ) : null}
            </Space>
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}
