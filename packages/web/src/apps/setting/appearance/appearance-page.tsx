import { useRef } from 'react';
import { CheckOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Radio } from 'antd';
import {
  formatCapacity,
  THEMES,
  WALLPAPER_UPLOAD_MAX_BYTES,
  type PcSetting,
  type Theme,
} from '@coffer/contract';
import { settingChange, settingLoad, settingWallpaper } from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useSessionStore } from '../../../session/session-store';
import { wallpaperBackground, type WallpaperChoice } from '../../../shell/desktop/desktop-look';
import { lookChanged } from '../../../shell/desktop/use-wallpaper';
import { WALLPAPER_IDS } from '../../../shell/desktop/wallpapers';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { FailureAlert, QueryView } from '../query-view';

const LOOK_KEY = [...SETTING_QUERY_KEY, 'appearance'];
const MAX_MB = WALLPAPER_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * `/setting/appearance`: the user's theme and wallpaper (PCSetting, `/setting/{load, change,
 * wallpaper}`). The desktop reads the same setting, so a change shows there at once; the uploaded
 * wallpaper is also offered by the desktop's own wallpaper picker.
 */
export function AppearancePage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: LOOK_KEY,
    queryFn: async ({ signal }) => unwrap(await call(settingLoad, {}, { toast: false, signal })),
  });
  return (
    <div data-testid="appearance-page">
      <QueryView
        query={query}
        loadingText={t('setting.appearance.loading')}
        errorTitle={t('setting.appearance.loadFailed')}
        testId="appearance"
      >
        {(look) => <AppearanceForm look={look} />}
      </QueryView>
    </div>
  );
}

function AppearanceForm({ look }: { look: PcSetting }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userid = useSessionStore((state) => state.session?.userid ?? null);
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = (next: PcSetting) => {
    client.setQueryData(LOOK_KEY, next);
    if (userid !== null) lookChanged(userid, next);
  };
  const change = useMutation({
    mutationFn: async (fields: { wallpaper?: WallpaperChoice; theme?: Theme }) =>
      unwrap(await call(settingChange, fields, { toast: false })),
    onSuccess: saved,
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > WALLPAPER_UPLOAD_MAX_BYTES) {
        throw new Error(t('setting.appearance.tooLarge', { size: formatCapacity(file.size), max: MAX_MB }));
      }
      return unwrap(await call(settingWallpaper, {}, { toast: false, body: file }));
    },
    onSuccess: saved,
  });
  const choices: WallpaperChoice[] = look.custom_wallpaper > 0 ? ['custom', ...WALLPAPER_IDS] : WALLPAPER_IDS;

  return (
    <>
      <section className="setting-section" aria-labelledby="setting-theme-title">
        <h2 id="setting-theme-title">{t('setting.appearance.themeTitle')}</h2>
        <Radio.Group
          value={look.theme}
          data-testid="appearance-theme"
          onChange={(event) => change.mutate({ theme: event.target.value as Theme })}
          options={THEMES.map((theme) => ({ value: theme, label: t(`setting.appearance.theme.${theme}`) }))}
          optionType="button"
        />
        <p className="setting-muted setting-hint">{t('setting.appearance.themeHint')}</p>
      </section>

      <section className="setting-section" aria-labelledby="setting-wallpaper-title">
        <h2 id="setting-wallpaper-title">{t('setting.appearance.wallpaperTitle')}</h2>
        <p className="setting-intro setting-muted">{t('setting.appearance.wallpaperHint')}</p>
        <ul className="wallpaper-options setting-wallpapers" data-testid="appearance-wallpapers">
          {choices.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={
                  id === look.wallpaper ? 'wallpaper-option wallpaper-option-current' : 'wallpaper-option'
                }
                aria-pressed={id === look.wallpaper}
                data-testid={`appearance-wallpaper-${id}`}
                onClick={() => change.mutate({ wallpaper: id })}
              >
                <span
                  className="wallpaper-swatch"
                  style={{
                    background: wallpaperBackground({
                      wallpaper: id,
                      custom_wallpaper: look.custom_wallpaper,
                    }),
                  }}
                >
                  {id === look.wallpaper ? <CheckOutlined /> : null}
                </span>
                <span>
                  {t(id === 'custom' ? 'desktopShell.customWallpaper' : `desktopShell.wallpapers.${id}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp"
          data-testid="appearance-upload-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <div className="setting-upgrade-row">
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            data-testid="appearance-upload"
            onClick={() => fileInput.current?.click()}
          >
            {upload.isPending ? t('setting.appearance.uploading') : t('setting.appearance.upload')}
          </Button>
          <span className="setting-muted">{t('setting.appearance.uploadHint', { max: MAX_MB })}</span>
        </div>
        {upload.isSuccess && (
          <Alert
            className="setting-upgrade-alert"
            type="success"
            showIcon
            data-testid="appearance-uploaded"
            title={t('setting.appearance.uploaded')}
          />
        )}
        <FailureAlert
          title={t('setting.appearance.uploadFailed')}
          error={upload.error}
          testId="appearance-upload-error"
        />
        <FailureAlert title={t('setting.appearance.changeFailed')} error={change.error} />
      </section>
    </>
  );
}
