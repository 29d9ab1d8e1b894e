/** Texts of the system-alert dialog (spec 2 §4.12, BOOT-ALERT-01..06); the `alerts` namespace. */
const zhCN = {
  title: {
    temperature: '硬盘温度过高',
    capacity: '存储空间不足',
    smart: '硬盘 SMART 异常',
    raidsync: 'RAID 正在同步',
  },
  where: {
    main: '主盘位 {{pos}}',
    m2: 'M.2 插槽 {{pos}}',
    esata: 'eSATA 盘位 {{pos}}',
  },
  body: {
    temperature:
      '{{where}}的硬盘（序列号 {{sn}}）近 2 小时的平均温度为 {{measured}}，超过了 {{limit}} 的上限。',
    capacity: '存储池“{{name}}”的剩余空间为 {{measured}}，已低于 {{limit}}。',
    smart: '{{where}}的硬盘（序列号 {{sn}}）SMART 检测结果为“{{measured}}”。',
    raidsync: '存储池“{{name}}”正在同步数据，已完成 {{measured}}。',
  },
  advice: {
    temperature:
      '请检查设备的通风和环境温度，清理灰尘，必要时关机降温。硬盘长时间高温运行会缩短寿命，甚至丢失数据。',
    capacity: '请删除不再需要的文件、清空回收站，或为存储池扩容。空间用尽后将无法写入数据。',
    smart: '这块硬盘可能即将损坏，请尽快备份重要数据并更换硬盘。',
    raidsync: '同步期间读写速度会降低。请勿拔出硬盘或关机，否则可能导致数据丢失。',
  },
  smartLabel: {
    warning: '警告',
    fault: '故障',
    notpassed: '未通过',
  },
  risk: '我已了解风险',
  acknowledge: '我知道了',
  close: '关闭',
  openStorage: '前往存储管理',
  masterOnly: '只有超级管理员可以确认此提醒。',
  userBody: '设备出现了“{{title}}”的情况，您无法处理，请联系管理员。',
  acknowledgeFailed: '操作失败，请重试',
};

export type AlertMessages = typeof zhCN;

export const alertText: Record<'zh-CN' | 'en', AlertMessages> = {
  'zh-CN': zhCN,
  en: {
    title: {
      temperature: 'Disk temperature high',
      capacity: 'Storage space low',
      smart: 'Disk SMART warning',
      raidsync: 'RAID sync in progress',
    },
    where: {
      main: 'main bay {{pos}}',
      m2: 'M.2 slot {{pos}}',
      esata: 'eSATA bay {{pos}}',
    },
    body: {
      temperature:
        'The disk in {{where}} (serial number {{sn}}) averaged {{measured}} over the last 2 hours, above the {{limit}} limit.',
      capacity: 'Storage pool "{{name}}" has {{measured}} free, below {{limit}}.',
      smart: 'The SMART check of the disk in {{where}} (serial number {{sn}}) reads "{{measured}}".',
      raidsync: 'Storage pool "{{name}}" is synchronising its data: {{measured}} done.',
    },
    advice: {
      temperature:
        'Check the ventilation and the room temperature, clear the dust, and shut the device down to cool if needed. Disks kept hot wear out sooner and may lose data.',
      capacity:
        'Delete files you no longer need, empty the recycle bin, or expand the pool. Once it is full, nothing more can be written.',
      smart: 'This disk may fail soon. Back up important data and replace the disk as soon as you can.',
      raidsync:
        'Reading and writing are slower while it syncs. Do not remove a disk or shut the device down, or data may be lost.',
    },
    smartLabel: {
      warning: 'warning',
      fault: 'fault',
      notpassed: 'not passed',
    },
    risk: 'I understand the risk',
    acknowledge: 'Acknowledge',
    close: 'Close',
    openStorage: 'Open the storage manager',
    masterOnly: 'Only the super administrator can acknowledge this alert.',
    userBody: 'The device reports: {{title}}. You cannot handle this; please contact the administrator.',
    acknowledgeFailed: 'The operation failed, please retry',
  },
};
