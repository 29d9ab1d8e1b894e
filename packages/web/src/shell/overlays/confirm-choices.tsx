import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { ConfirmData } from './confirm-data';
import { isConfirmOption, PER_POOL_OPTIONS, type ConfirmOption } from './confirm-options';
import { requestPower } from './power-request';
import { requestReset } from './reset-request';

export interface ConfirmChoicesProps {
  confirm: ConfirmData;
  busy: boolean;
  error: string;
  /** `poolId` null: the option applies to every pool of the message, or to the change itself. */
  onChoose: (option: ConfirmOption, poolId: string | null) => void;
  onOpenStorage: () => void;
}

const NAMED_OPTIONS = ['dilate', 'recover', 'ignore', 'mount', 'init', 'extmountdisk'] as const;
function isNamedOption(option: string): option is (typeof NAMED_OPTIONS)[number] {
  return (NAMED_OPTIONS as readonly string[]).includes(option);
}

function Choice(props: {
  testId: string;
  label: string;
  hint?: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <li className="storage-overlay__choice">
      <Button
        data-testid={props.testId}
        block
        danger={props.danger}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.label}
      </Button>
      {props.hint && <p className="storage-overlay__hint">{props.hint}</p>}
    </li>
  );
}

/** Step 1: the mode's choices. Mode F's are known; other modes offer what the daemon lists. */
export function ConfirmChoices({ confirm, busy, error, onChoose, onOpenStorage }: ConfirmChoicesProps) {
  const { t } = useTranslation();
  const [actionError, setActionError] = useState('');
  const shutDown = async () => {
    setActionError('');
    const failure = await requestPower('shutdown');
    if (failure) setActionError(failure);
  };
  // Reset erases, so it has its own checks (risk checkbox, password) and call; the poll moves on after.
  const reset = async (pool: { id: string; name: string }) => {
    setActionError('');
    const failure = await requestReset(pool, t);
    if (failure) setActionError(failure);
  };
  const listed = confirm.pools.length > 0 ? confirm.options.filter(isConfirmOption) : [];
  const optionLabel = (option: ConfirmOption, name: string) =>
    isNamedOption(option)
      ? t(`overlays.confirm.optionLabel.${option}`, { name })
      : t('overlays.confirm.option', { option });
  return (
    <div data-testid="overlay-choices">
      <h3 className="storage-overlay__step-title">{t('overlays.confirm.chooseTitle')}</h3>
      <ul className="storage-overlay__choices">
        {confirm.mode === 'F' && confirm.pools.length > 0 && (
          <>
            <Choice
              testId="overlay-choice-continue"
              label={t('overlays.confirm.continueDegraded')}
              hint={t('overlays.confirm.continueDegradedHint')}
              danger
              disabled={busy}
              onClick={() => onChoose('mountpool', null)}
            />
            <Choice
              testId="overlay-choice-shutdown"
              label={t('overlays.confirm.shutDownToCheck')}
              hint={t('overlays.confirm.shutDownHint')}
              disabled={busy}
              onClick={() => void shutDown()}
            />
          </>
        )}
        {confirm.mode !== 'F' &&
          listed.flatMap((option) =>
            PER_POOL_OPTIONS.has(option)
              ? confirm.pools.map((pool) => (
                  <Choice
                    key={`${option}-${pool.id}`}
                    testId={`overlay-choice-${option}-${pool.name}`}
                    label={optionLabel(option, pool.name)}
                    danger={option === 'init'}
                    disabled={busy}
                    onClick={() => (option === 'init' ? void reset(pool) : onChoose(option, pool.id))}
                  />
                ))
              : [
                  <Choice
                    key={option}
                    testId={`overlay-choice-${option}`}
                    label={optionLabel(option, '')}
                    {...(option === 'extmountdisk' ? { hint: t('overlays.confirm.extmountdiskHint') } : {})}
                    disabled={busy}
                    // The change's own options: the daemon acts on the change once, whatever pool.
                    onClick={() => onChoose(option, confirm.pools[0]?.id ?? null)}
                  />,
                ],
          )}
        <Choice
          testId="overlay-choice-storage"
          label={t('overlays.confirm.openStorage')}
          onClick={onOpenStorage}
        />
      </ul>
      {confirm.mode !== 'F' && listed.length === 0 && (
        <p className="storage-overlay__hint">{t('overlays.confirm.noOptions')}</p>
      )}
      {(error || actionError) && (
        <p role="alert" className="storage-overlay__error" data-testid="overlay-confirm-error">
          {error || actionError}
        </p>
      )}
    </div>
  );
}
