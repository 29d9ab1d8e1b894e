import { Role, passwordProblems, type AccountEntry, type GroupEntry, type MainRole } from '@coffer/contract';
import { Alert, App, Form, Input, Modal, Select, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { grantableRoles } from './account-actions';
import { NewPasswordField } from './new-password-field';
import { roleKey } from './account-display';
import { errorText } from './call-error';
import { useCreateAccount, useModifyAccount } from './use-accounts';
import { useViewer } from './use-viewer';
import { EditorAvatarField } from './editor-avatar-field';
import { UserGroupsField } from './user-groups-field';
import { QuotaLimitField } from './quota-limit-field';
import { useQuotaDraft } from './use-quota-draft';

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Creates an account (`entry` null) or edits one: avatar, nickname, remark, role, groups, enabled. */
export function UserEditorDialog({
  entry,
  groups,
  onClose,
}: {
  entry: AccountEntry | null;
  groups: GroupEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const viewer = useViewer();
  const create = useCreateAccount();
  const modify = useModifyAccount();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState(entry?.nickname ?? '');
  const [remark, setRemark] = useState(entry?.remark ?? '');
  const [mainRole, setMainRole] = useState<MainRole>(entry?.mainRole ?? Role.user);
  const [memberOf, setMemberOf] = useState<number[]>(entry?.groups ?? []);
  const [enabled, setEnabled] = useState(!(entry?.disabled ?? false));
  const quota = useQuotaDraft(entry);
  const roles = grantableRoles(viewer);
  const roleLocked =
    !roles.includes(mainRole) ||
    (entry !== null && entry.uid === viewer.uid && viewer.mainRole !== Role.master);
  const usernameOk = entry !== null || USERNAME_PATTERN.test(username.trim());
  const problems = entry === null ? passwordProblems(password) : [];
  const busy = create.isPending || modify.isPending;
  const error = errorText(create.error ?? modify.error);

  const save = async () => {
    const done =
      entry === null
        ? await create
            .mutateAsync({
              username: username.trim(),
              password,
              nickname,
              remark,
              mainRole,
              groups: memberOf,
            })
            .catch(() => null)
        : await modify
            .mutateAsync({
              uid: entry.uid,
              nickname,
              remark,
              ...(mainRole === entry.mainRole ? {} : { mainRole }),
              ...(enabled === !entry.disabled ? {} : { disabled: !enabled }),
              ...(sameIds(memberOf, entry.groups) ? {} : { groups: memberOf }),
            })
            .catch(() => null);
    if (!done) return;
    await quota.save(done.uid);
    void message.success(t('userCenter.saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={
        entry
          ? t('userCenter.editor.editTitle', { name: entry.username })
          : t('userCenter.editor.createTitle')
      }
      okText={t('userCenter.editor.save')}
      cancelText={t('userCenter.editor.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={
        { disabled: !usernameOk || problems.length > 0, 'data-testid': 'user-editor-save' } as never
      }
      data-testid="user-editor"
      width={520}
      // At 1280x720 the fields scroll inside the dialog and Save stays on screen.
      centered
      styles={{ body: { maxHeight: 'calc(100vh - 160px)', overflowY: 'auto', paddingRight: 4 } }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        {entry === null ? null : <EditorAvatarField entry={entry} />}
        {entry === null ? (
          <>
            <Form.Item
              label={t('userCenter.editor.username')}
              htmlFor="user-username"
              help={t('userCenter.editor.usernameHint')}
              validateStatus={username && !usernameOk ? 'error' : undefined}
            >
              <Input
                autoFocus
                value={username}
                maxLength={32}
                onChange={(event) => setUsername(event.target.value)}
                id="user-username"
                data-testid="user-username"
              />
            </Form.Item>
            <NewPasswordField
              id="user-password"
              value={password}
              broken={problems.length > 0}
              onChange={setPassword}
            />
          </>
        ) : null}
        <Form.Item label={t('userCenter.editor.nickname')} htmlFor="user-nickname">
          <Input
            value={nickname}
            maxLength={32}
            onChange={(event) => setNickname(event.target.value)}
            id="user-nickname"
            data-testid="user-nickname"
          />
        </Form.Item>
        <Form.Item label={t('userCenter.editor.remark')} htmlFor="user-remark">
          <Input
            value={remark}
            maxLength={64}
            onChange={(event) => setRemark(event.target.value)}
            id="user-remark"
            data-testid="user-remark"
          />
        </Form.Item>
        <Form.Item label={t('userCenter.editor.role')} htmlFor="user-role">
          <Tooltip title={roleLocked ? t('userCenter.editor.roleLocked') : undefined}>
            <Select<MainRole>
              value={mainRole}
              disabled={roleLocked}
              onChange={setMainRole}
              options={[Role.master, Role.devOps, Role.user].map((role) => ({
                value: role,
                label: t(`userCenter.role.${roleKey(role)}`),
                disabled: !roles.includes(role),
              }))}
              id="user-role"
              data-testid="user-role"
            />
          </Tooltip>
        </Form.Item>
        <UserGroupsField value={memberOf} onChange={setMemberOf} groups={groups} />
        {entry === null ? null : (
          <Form.Item label={t('userCenter.editor.enabled')} htmlFor="user-enabled">
            <Switch checked={enabled} onChange={setEnabled} id="user-enabled" data-testid="user-enabled" />
          </Form.Item>
        )}
        <QuotaLimitField draft={quota} />
        <button type="submit" hidden />
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="user-editor-error" /> : null}
    </Modal>
  );
}
