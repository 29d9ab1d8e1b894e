import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EyeIcon, EyeInvisibleIcon, LockIcon } from './login-icons';
import { AffixInput, type AffixInputProps } from './plain-field';

type PasswordInputProps = Omit<AffixInputProps, 'type' | 'prefix' | 'suffix'>;

/** A password box with a lock icon and a show/hide button, as the component library's password input. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AffixInput
      {...props}
      type={visible ? 'text' : 'password'}
      prefix={<LockIcon />}
      suffix={
        <button
          type="button"
          className="plain-affix-toggle"
          aria-label={t('login.showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={props.disabled}
          // A click keeps the caret in the box, as the old eye icon did; the keyboard reaches it by Tab.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      }
    />
  );
}
