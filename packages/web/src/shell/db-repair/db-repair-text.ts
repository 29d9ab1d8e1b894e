const zhCN = {
  title: '数据库修复',
  steps: {
    check: '检查数据库',
    keep: '保留损坏的文件',
    schema: '建立新的数据库',
    recover: '恢复数据',
    verify: '校验修复结果',
  },
  running: '正在修复数据库，请稍候…',
  success: '数据库已修复，共恢复 {{rows}} 条记录。',
  damagedCopy: '损坏的文件已原样保留在：{{path}}',
  incomplete: '以下数据表中有部分记录无法恢复：{{tables}}',
  successForUser: '设备已自动修复数据库。如发现数据缺失，请联系管理员。',
  fail: '出现问题，数据无法恢复。',
  failDetail: '设备已使用新的空数据库启动。',
  failForUser: '数据库出现问题，数据无法恢复。请联系管理员。',
  support: '请保留损坏的文件，并联系技术支持（服务时间：每天 8:00–23:00）。',
  supportPhone: '客服电话：{{phone}}',
  remoteHelp: '远程协助',
  acknowledge: '知道了',
  close: '关闭',
};

type DbRepairMessages = typeof zhCN;

/** Texts of the database repair dialog (spec 2 §4.10, §8 "database repair failure"; DBR-01..03). */
export const dbRepairText: Record<'zh-CN' | 'en', DbRepairMessages> = {
  'zh-CN': zhCN,
  en: {
    title: 'Database repair',
    steps: {
      check: 'Check the database',
      keep: 'Keep the damaged file',
      schema: 'Create a new database',
      recover: 'Recover the data',
      verify: 'Verify the result',
    },
    running: 'Repairing the database, please wait…',
    success: 'The database was repaired: {{rows}} records recovered.',
    damagedCopy: 'The damaged file is kept as it was at: {{path}}',
    incomplete: 'Some records could not be recovered in these tables: {{tables}}',
    successForUser:
      'The device repaired its database by itself. If anything is missing, contact the administrator.',
    fail: 'A problem occurred, the data cannot be recovered.',
    failDetail: 'The device started with a new, empty database.',
    failForUser: 'The database had a problem and its data cannot be recovered. Contact the administrator.',
    support: 'Keep the damaged file and contact support (daily 8:00 to 23:00).',
    supportPhone: 'Support hotline: {{phone}}',
    remoteHelp: 'Remote assistance',
    acknowledge: 'Got it',
    close: 'Close',
  },
};
