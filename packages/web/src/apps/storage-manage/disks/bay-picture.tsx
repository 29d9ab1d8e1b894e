import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { slotLabel } from '../data/disk-labels';
import type { StorageInfo } from '../data/storage-by-bay';
import { nextBayIndex } from './bay-focus';
import { poolColourOf, type Bay, type BayPicture as Picture, type BayState } from './bay-layout';
import { diskRoleOf } from './disk-facts';

/** What a bay's face says under its size: the pool's name for a member or cache disk, else its state. */
function bayCaption(bay: Bay, info: StorageInfo, t: TFunction): string {
  if (!bay.disk) return t('storage.disks.empty');
  if (bay.state === 'member' || bay.state === 'cache') {
    const names = diskRoleOf(bay.disk, info).pools.map((pool) => pool.name);
    if (names.length > 0) return names.join(', ');
  }
  return t(`storage.disks.state.${bay.state}`);
}

function bayStyle(bay: Bay, info: StorageInfo): CSSProperties | undefined {
  if (bay.state !== 'member' || !bay.disk) return undefined;
  const colour = poolColourOf(bay.disk.pid, info.pools);
  return colour ? ({ '--bay-pool': colour } as CSSProperties) : undefined;
}

interface BayFaceProps {
  bay: Bay;
  info: StorageInfo;
  selected: boolean;
  tabbable: boolean;
  onOpen: (sn: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  elementRef: (element: HTMLElement | null) => void;
}

function BayFace({ bay, info, selected, tabbable, onOpen, onKeyDown, onFocus, elementRef }: BayFaceProps) {
  const { t } = useTranslation();
  const where = slotLabel({ dev_type: bay.disk?.dev_type ?? bay.kind, pos: bay.pos }, t);
  const className = `bay bay-${bay.kind} bay-state-${bay.state}${selected ? ' bay-selected' : ''}`;
  const caption = bayCaption(bay, info, t);
  const face = (
    <>
      <span className="bay-pos">{bay.pos}</span>
      <span className="bay-led" aria-hidden="true" />
      <span className="bay-size">{bay.disk?.size ?? ''}</span>
      <span className="bay-caption">{caption}</span>
    </>
  );
  if (!bay.disk) {
    return (
      <div
        ref={elementRef}
        className={className}
        role="img"
        tabIndex={tabbable ? 0 : -1}
        aria-label={t('storage.disks.emptyBay', { slot: where })}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        data-testid={`bay-${bay.kind}-${bay.pos}`}
        data-state="empty"
      >
        {face}
      </div>
    );
  }
  const { sn } = bay.disk;
  return (
    <button
      ref={elementRef}
      type="button"
      className={className}
      style={bayStyle(bay, info)}
      tabIndex={tabbable ? 0 : -1}
      aria-label={t('storage.disks.bayLabel', { slot: where, size: bay.disk.size, state: caption })}
      aria-pressed={selected}
      title={`${where} · ${sn}`}
      onClick={() => onOpen(sn)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid={`bay-${bay.kind}-${bay.pos}`}
      data-state={bay.state}
      data-sn={sn}
    >
      {face}
    </button>
  );
}

const LEGEND: readonly BayState[] = ['free', 'spare', 'cache', 'external', 'faulty', 'missing', 'empty'];

function BayLegend({ info }: { info: StorageInfo }) {
  const { t } = useTranslation();
  return (
    <ul className="bay-legend" aria-label={t('storage.disks.picture')}>
      {info.pools.map((pool) => (
        <li key={pool.id}>
          <span
            className="bay-swatch bay-state-member"
            style={{ '--bay-pool': poolColourOf(pool.id, info.pools) } as CSSProperties}
          />
          {pool.name}
        </li>
      ))}
      {LEGEND.map((state) => (
        <li key={state}>
          <span className={`bay-swatch bay-state-${state}`} />
          {t(`storage.disks.state.${state}`)}
        </li>
      ))}
    </ul>
  );
}

export interface BayPictureProps {
  picture: Picture;
  info: StorageInfo;
  selectedSn: string | null;
  onOpen: (sn: string) => void;
}

/**
 * The bays as the device has them (issue 13 item 2): each kind a row of slots, empty or holding a
 * disk coloured by its state. The picture is one stop for Tab; the arrow keys, Home and End move
 * between its bays (bay-focus.ts), and Enter or Space opens a disk's detail.
 */
export function BayPicture({ picture, info, selectedSn, onOpen }: BayPictureProps) {
  const { t } = useTranslation();
  const bays = [...picture.groups.flatMap((group) => group.bays), ...picture.loose];
  const firstDisk = Math.max(
    0,
    bays.findIndex((bay) => bay.disk !== null),
  );
  const [focused, setFocused] = useState<number | null>(null);
  const current = focused !== null && focused < bays.length ? focused : firstDisk;
  const elements = useRef<(HTMLElement | null)[]>([]);

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const next = nextBayIndex(index, event.key, bays.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    elements.current[next]?.focus();
  };

  const face = (bay: Bay) => {
    const at = bays.indexOf(bay);
    return (
      <BayFace
        key={`${bay.kind}-${bay.pos}-${bay.disk?.sn ?? ''}`}
        bay={bay}
        info={info}
        selected={bay.disk !== null && bay.disk.sn === selectedSn}
        tabbable={at === current}
        onOpen={onOpen}
        onKeyDown={keyDown(at)}
        onFocus={() => setFocused(at)}
        elementRef={(element) => {
          elements.current[at] = element;
        }}
      />
    );
  };

  return (
    <div
      className="bay-picture"
      role="group"
      aria-label={t('storage.disks.picture')}
      data-testid="bay-picture"
    >
      <div className="bay-groups">
        {picture.groups.map((group) => (
          <section
            key={group.kind}
            className={`bay-group bay-group-${group.kind}`}
            data-testid={`bay-group-${group.kind}`}
          >
            <h6 className="bay-group-title">{t(`storage.disks.group.${group.kind}`)}</h6>
            <div className="bay-row">{group.bays.map(face)}</div>
          </section>
        ))}
        {picture.loose.length > 0 ? (
          <section className="bay-group bay-group-loose" data-testid="bay-group-loose">
            <h6 className="bay-group-title">{t('storage.disks.loose')}</h6>
            <div className="bay-row">{picture.loose.map(face)}</div>
          </section>
        ) : null}
      </div>
      <BayLegend info={info} />
    </div>
  );
}
