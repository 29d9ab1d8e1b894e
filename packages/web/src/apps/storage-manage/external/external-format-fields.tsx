import { Checkbox, Form, Input, Radio } from 'antd';
import { EXTERNAL_FILESYSTEMS, type ExternalFilesystem } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { formatName, labelRuleText } from './external-labels';

export interface ExternalFormatFieldsProps {
  fs: ExternalFilesystem;
  onFs: (fs: ExternalFilesystem) => void;
  label: string;
  onLabel: (label: string) => void;
  /** What is wrong with the label now (the page's check, or the engine's refusal). */
  problems: readonly string[];
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  /** Prefix of the fields' test ids (`<prefix>-fs`, `<prefix>-label`, …). */
  testId: string;
}

/**
 * STOR-EXT-02's format fields, shared by the storage manager's format dialog and the confirm
 * overlay's step 2: the file system (the engine's list), an optional label with its rule and
 * problems, and the box agreeing the disk is merged into one partition and erased.
 */
export function ExternalFormatFields(props: ExternalFormatFieldsProps) {
  const { t } = useTranslation();
  const { fs, label, problems, agreed, testId } = props;
  return (
    <>
      <Form.Item
        label={t('storage.external.formatDialog.fs')}
        extra={t(`storage.external.formatDialog.fsHelp.${fs}`)}
      >
        <Radio.Group
          optionType="button"
          value={fs}
          onChange={(event) => props.onFs(event.target.value as ExternalFilesystem)}
          data-testid={`${testId}-fs`}
        >
          {EXTERNAL_FILESYSTEMS.map((choice) => (
            <Radio.Button key={choice} value={choice}>
              <span data-testid={`${testId}-fs-${choice}`}>{formatName(choice)}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('storage.external.formatDialog.label')}
        validateStatus={problems.length > 0 ? 'error' : undefined}
        help={
          <>
            {problems.map((problem) => (
              <div key={problem} data-testid={`${testId}-label-problem`}>
                {problem}
              </div>
            ))}
            <div className="external-muted" data-testid={`${testId}-label-rule`}>
              {labelRuleText(fs, t)}
            </div>
          </>
        }
      >
        <Input
          value={label}
          placeholder={t('storage.external.formatDialog.labelPlaceholder')}
          onChange={(event) => props.onLabel(event.target.value)}
          data-testid={`${testId}-label`}
        />
      </Form.Item>
      <Checkbox
        checked={agreed}
        onChange={(event) => props.onAgreed(event.target.checked)}
        data-testid={`${testId}-agree`}
      >
        {t('storage.external.formatDialog.agree')}
      </Checkbox>
    </>
  );
}
