/**
 * The error catalogue: the codes of INVENTORY T4 (spec-codes.ts) and the codes Coffer adds, each with
 * its zh-CN and English message. Messages may hold `{name}` placeholders filled by `formatMessage`.
 */
import { SPEC_CODES, type CodeText, type Lang, type SpecCode } from './spec-codes.js';

/**
 * Codes Coffer adds for what the spec leaves open (documented in docs/error-codes.md).
 * C100xxx: request and protocol; C101xxx: sign-in, sessions and passwords; C102xxx: storage
 * validation (pools, spares, expansion, repair, cache, encryption); C103xxx: virtual bays and the
 * engine's write guard; C104xxx: pools and the job registry; later families are named where they
 * begin below.
 */
export const COFFER_CODES = {
  C100400: { zh: '请求内容无法解析', en: 'The request body could not be parsed' },
  C100404: { zh: '接口不存在', en: 'No such interface' },
  C100411: {
    zh: '请求未注明内容长度（Content-Length）',
    en: 'The request must state the length of its body (Content-Length)',
  },
  C100413: { zh: '请求内容过大', en: 'The request body is too large' },
  C100422: { zh: '参数不正确：{field}', en: 'Invalid parameter: {field}' },
  C100403: { zh: '当前账号没有权限执行此操作', en: 'Your account is not allowed to do this' },
  C100409: {
    zh: '请求指向的不是本设备，请刷新页面',
    en: 'This request is for another device. Reload the page.',
  },
  C100425: {
    zh: '设备正在启动，存储暂不可用，请稍后再试',
    en: 'The device is starting; storage is not available yet. Try again shortly.',
  },
  C100429: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests. Try again later.' },
  C100503: {
    zh: '设备当前无法执行重启或关机',
    en: 'The device cannot restart or shut down right now',
  },
  C101001: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  C101002: {
    zh: '密码错误次数过多，该账号已在此地址锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: this account is locked from this address. Try again in {minutes} minutes.',
  },
  C101003: { zh: '密钥已更新，请重试', en: 'The device key changed. Please retry.' },
  C101004: { zh: '凭据无法解密', en: 'The credentials could not be decrypted' },
  C101005: {
    zh: '密码需为 8-16 位可打印 ASCII 字符，且至少包含数字、大写字母、小写字母、符号中的 3 种',
    en: 'The password must be 8 to 16 printable ASCII characters with at least 3 of: digits, uppercase, lowercase, symbols',
  },
  C101006: { zh: '设备已注册超级管理员', en: 'The super administrator already exists' },
  C101007: { zh: '设备尚未创建超级管理员', en: 'The super administrator has not been created yet' },
  C101008: { zh: '用户名已存在', en: 'That username already exists' },
  C101009: {
    zh: '请先验证管理员密码',
    en: 'Confirm the administrator password first',
  },
  C101010: { zh: '未知的验证事件', en: 'Unknown verification event' },
  C101011: { zh: '屏幕已锁定，请先解锁', en: 'The screen is locked. Unlock it first.' },
  C101012: {
    zh: '用户名需为 1-32 位字母、数字、下划线、点或短横线',
    en: 'The username must be 1 to 32 letters, digits, underscores, dots or hyphens',
  },
  C101013: { zh: '密码错误', en: 'Wrong password' },
  C101014: { zh: '用户不存在', en: 'No such user' },
  // Storage validation. Chinese verbatim from spec 3 §5 where it gives the text.
  C102001: { zh: '不支持的存储池模式', en: 'Unsupported pool mode' },
  C102002: { zh: '此类存储池不支持{mode}模式', en: 'This kind of pool does not support the {mode} mode' },
  C102003: { zh: '还需要{n}块硬盘组成存储池', en: '{n} more disk(s) are needed to form the pool' },
  C102004: { zh: '{mode}模式最多只能选择{max}块硬盘', en: 'The {mode} mode takes at most {max} disk(s)' },
  C102005: {
    zh: 'RAID1最多支持{max}块硬盘（每块硬盘各保存一份完整数据）',
    en: 'RAID1 takes at most {max} disks (each disk keeps a full copy of the data)',
  },
  C102006: { zh: 'RAID10需要选择偶数数量的硬盘', en: 'RAID10 needs an even number of disks' },
  C102007: { zh: '所选硬盘容量应大于等于{size}', en: 'Choose disks of at least {size}' },
  C102008: {
    zh: '所选硬盘容量超过了支持的最大容量{size}',
    en: 'The chosen disk is larger than the supported maximum of {size}',
  },
  C102009: { zh: '找不到硬盘{disk}，请刷新后重试', en: 'Disk {disk} was not found. Refresh and try again.' },
  C102010: { zh: '硬盘{disk}被重复选择', en: 'Disk {disk} is chosen more than once' },
  C102011: {
    zh: '硬盘{disk}已在使用中，请选择空闲硬盘',
    en: 'Disk {disk} is already in use; choose a free disk',
  },
  C102012: {
    zh: '硬盘{disk}是设备的系统盘，不能用于存储池',
    en: 'Disk {disk} holds the device’s operating system and cannot be used for a pool',
  },
  C102013: { zh: '硬盘{disk}的类型与存储池不符', en: 'Disk {disk} is not the kind of disk this pool uses' },
  C102014: { zh: '硬盘{disk}状态异常，无法使用', en: 'Disk {disk} is faulty and cannot be used' },
  C102015: { zh: '请输入存储池名称', en: 'Enter a pool name' },
  C102016: {
    zh: '存储池名称需为1-{max}个字符，且不能包含控制字符或 / \\ : * ? " < > |',
    en: 'A pool name has 1 to {max} characters and no control characters or / \\ : * ? " < > |',
  },
  C102017: { zh: '存储池名称已存在', en: 'A pool with this name already exists' },
  C102018: {
    zh: '请选择大于等于{size}的硬盘作为热备盘',
    en: 'Choose a disk of at least {size} as the hot spare',
  },
  C102019: {
    zh: '当前选中的空闲盘小于存储池最小硬盘大小，无法作为热备盘，请调整。',
    en: 'The chosen free disk is smaller than the pool’s smallest disk and cannot be its hot spare. Choose another.',
  },
  C102020: { zh: '请选择一块硬盘作为热备盘', en: 'Choose exactly one disk as the hot spare' },
  C102021: { zh: '请至少选择一个需要保护的存储池', en: 'Choose at least one pool to protect' },
  C102022: { zh: '存储池不存在，请刷新后重试', en: 'The pool does not exist. Refresh and try again.' },
  C102023: { zh: '存储池状态异常，请先修复存储池', en: 'The pool is not healthy. Repair it first.' },
  C102024: { zh: '请选择用于扩容的硬盘', en: 'Choose the disks to add' },
  C102025: {
    zh: 'RAID10需要增加偶数数量的空闲硬盘进行扩容',
    en: 'RAID10 is expanded with an even number of free disks',
  },
  C102026: { zh: '请选择需要修复的硬盘', en: 'Choose the disks to repair' },
  C102027: { zh: '硬盘{disk}不属于该存储池', en: 'Disk {disk} is not in this pool' },
  C102028: {
    zh: 'Basic模式的存储池没有冗余数据，无法修复',
    en: 'A Basic pool keeps no redundant copy and cannot be repaired',
  },
  C102029: { zh: '已超过当前模式可以选择的硬盘数量。', en: 'That is more disks than this mode allows.' },
  C102030: {
    zh: 'RAID10不可以同时选择同组全部硬盘。',
    en: 'RAID10: you cannot choose every disk of one group at once.',
  },
  C102031: { zh: '请优先修复缺失或异常的硬盘', en: 'Repair the missing or faulty disks first' },
  C102032: { zh: '请优先修复缺失的硬盘', en: 'Repair the missing disks first' },
  C102033: {
    zh: '所选修复盘数量大于被修复盘数量',
    en: 'More replacement disks are chosen than disks to repair',
  },
  C102034: { zh: '请选择用于修复的硬盘', en: 'Choose the replacement disks' },
  C102035: { zh: '请选择缓存模式', en: 'Choose a cache mode' },
  C102036: { zh: '读缓存只支持Basic模式', en: 'A read cache uses the Basic mode only' },
  C102037: {
    zh: '读写缓存只支持RAID1、RAID5、RAID6或RAID10模式',
    en: 'A read-write cache uses RAID1, RAID5, RAID6 or RAID10',
  },
  C102038: { zh: '只能为SATA存储池添加SSD缓存', en: 'An SSD cache can only be added to a SATA pool' },
  C102039: { zh: '该存储池已有SSD缓存', en: 'This pool already has an SSD cache' },
  C102040: {
    zh: '密码需要8位且必须为数字和大小写字母组合',
    en: 'The password must be 8 characters mixing digits, uppercase and lowercase letters',
  },
  C102041: { zh: '两次密码不一致，请检查', en: 'The two passwords differ. Please check.' },
  C102042: { zh: '密码提示不能多于25个字符', en: 'The password hint can have at most 25 characters' },
  C102043: {
    zh: '存储池丢失的硬盘过多，已无法修复',
    en: 'The pool has lost too many disks to be repaired',
  },
  // STOR-POOL-09, the spec's words.
  C102044: {
    zh: '新建存储池失败，请至少恢复一个存储池到可用状态，或删除所有存储池重启设备后重试。',
    en: 'The pool could not be created: restore at least one pool to a usable state, or delete every pool and restart the device, then try again.',
  },
  // C103xxx: virtual bays and the engine's write guard (docs/virtual-bays.md).
  C103001: { zh: '没有名为 {slot} 的硬盘位', en: 'There is no bay named {slot}' },
  C103002: { zh: '硬盘位 {slot} 已有硬盘，请先拔出', en: 'Bay {slot} already holds a disk. Pull it first.' },
  C103003: { zh: '硬盘位 {slot} 中没有硬盘', en: 'Bay {slot} holds no disk' },
  C103004: {
    zh: '无法识别的容量“{size}”：请写成 4T、512G 或 120GiB 这样的形式（按 1024 进位）',
    en: 'Unrecognised size "{size}": write it like 4T, 512G or 120GiB (units of 1024)',
  },
  C103005: { zh: '插入新硬盘需要指定容量（--size）', en: 'A new disk needs a size (--size)' },
  C103006: {
    zh: '主机磁盘空间不足：剩余 {free}，至少需保留 {reserve}，虚拟硬盘镜像不再增长',
    en: 'The host is low on space: {free} free, and at least {reserve} must stay free, so virtual disk images may not grow',
  },
  C103007: {
    zh: '序列号需为 1-20 位字母、数字、下划线或短横线',
    en: 'A serial number is 1 to 20 letters, digits, underscores or hyphens',
  },
  C103008: {
    zh: '序列号 {serial} 已属于另一块硬盘',
    en: 'Serial number {serial} already belongs to another disk',
  },
  C103009: {
    zh: '型号需为 1-40 位可打印 ASCII 字符',
    en: 'A model name is 1 to 40 printable ASCII characters',
  },
  C103010: {
    zh: '硬盘位 {slot} 的硬盘正被已挂载的存储池使用，请先卸载存储池再注入坏块',
    en: 'The disk in bay {slot} is in use by a mounted pool. Unmount the pool before corrupting its blocks.',
  },
  C103011: {
    zh: '硬盘位 {slot} 的硬盘上还没有可破坏的数据',
    en: 'The disk in bay {slot} holds no data to corrupt yet',
  },
  C103012: {
    zh: '未知的故障模式“{mode}”，可选 corrupt、smart-warning、smart-fault、hot、clear',
    en: 'Unknown failure mode "{mode}": use corrupt, smart-warning, smart-fault, hot or clear',
  },
  C103013: {
    zh: '硬盘位 {slot} 装的是实体硬盘，只能手动插拔',
    en: 'Bay {slot} holds a real disk; insert and pull it by hand',
  },
  C103014: {
    zh: '主机文件系统无法容纳 {size} 的硬盘镜像',
    en: 'The host filesystem cannot hold a disk image of {size}',
  },
  C103015: {
    zh: '硬盘 {serial} 的镜像文件不见了：{file}',
    en: 'The image file of disk {serial} is missing: {file}',
  },
  C103016: {
    zh: '硬盘位 {slot} 记录着已拔出的硬盘 {serial}：不带 --size 插入即可放回，带 --size 则以新硬盘替换它',
    en: 'Bay {slot} remembers the pulled disk {serial}: insert without --size to put it back, or with --size to replace it with a new disk',
  },
  C103017: {
    zh: '无法为硬盘 {serial} 连接回环设备：{reason}',
    en: 'Could not attach a loop device for disk {serial}: {reason}',
  },
  C103018: {
    zh: '无法读取镜像 {file} 的数据分布（主机文件系统不支持 FIEMAP）',
    en: 'Cannot find where the data of {file} lies (the host filesystem does not support FIEMAP)',
  },
  C103020: {
    zh: '{device} 不在任何硬盘位中，Coffer 只写入硬盘位中的硬盘',
    en: '{device} is not a disk in a bay; Coffer writes only to disks in its bays',
  },
  C103021: {
    zh: '{device} 是系统盘，Coffer 从不写入系统盘',
    en: '{device} is the system disk; Coffer never writes to it',
  },
  C103022: { zh: '{device} 不是块设备', en: '{device} is not a block device' },
  // C104xxx: pools and the job registry (docs/decisions.md "Storage pools").
  C104001: {
    zh: '存储池正在执行其他任务，请稍后再试',
    en: 'The pool is busy with another task. Try again later.',
  },
  C104002: { zh: '任务不存在，请刷新后重试', en: 'The task does not exist. Refresh and try again.' },
  C104003: { zh: '任务因设备重启而中断', en: 'The task was interrupted by a restart' },
  C104004: { zh: '任务已取消', en: 'The task was cancelled' },
  C104005: { zh: '格式化失败原因：{reason}', en: 'Formatting failed: {reason}' },
  C104006: {
    zh: '存储池缺少硬盘，无法挂载',
    en: 'Disks of the pool are missing, so it cannot be mounted',
  },
  C104007: { zh: '存储池挂载失败：{reason}', en: 'The pool could not be mounted: {reason}' },
  C104008: {
    zh: '存储池正在被使用，无法卸载，请稍后再试',
    en: 'The pool is in use and cannot be unmounted. Try again later.',
  },
  // C105xxx: degraded pools, the confirm decision and repair (docs/decisions.md "Degraded pools").
  C105001: {
    zh: '存储池缺失或异常的硬盘数量超过了当前模式可以容忍的数量，无法继续使用，存储池保持挂起',
    en: 'The pool has lost more disks than its mode tolerates, so it cannot be used; it stays suspended',
  },
  C105002: {
    zh: '该存储池不支持此操作：{option}',
    en: 'This choice does not apply to the pool: {option}',
  },
  C105003: {
    zh: '存储池未挂载，无法修复，请先继续使用存储池',
    en: 'The pool is not mounted, so it cannot be repaired. Continue using the pool first.',
  },
  C105004: {
    zh: '修复失败原因：{reason}',
    en: 'The repair failed: {reason}',
  },
  C105005: {
    zh: '存储池中找不到硬盘 {disk}',
    en: "The pool's filesystem does not list the disk {disk}",
  },
  // C106xxx: scrub, expansion and hot spares (docs/decisions.md "Scrub, expansion and spares").
  C105006: {
    zh: '硬盘 {disk} 不是本次检测到的新硬盘，无法用于扩容',
    en: 'The disk {disk} is not a new blank disk of this disk change, so it cannot be added',
  },
  C106001: {
    zh: '存储池未挂载，无法执行此操作',
    en: 'The pool is not mounted, so this cannot be done',
  },
  C106002: { zh: '数据校验失败：{reason}', en: 'The scrub failed: {reason}' },
  C106003: {
    zh: '定时数据校验的设置不正确：{field}',
    en: 'The scrub schedule is not valid: {field}',
  },
  C106004: { zh: '扩容失败：{reason}', en: 'The expansion failed: {reason}' },
  C106005: { zh: '热备盘替换失败：{reason}', en: 'The hot spare could not replace the disk: {reason}' },
  C106006: { zh: '该硬盘不是热备盘', en: 'The disk is not a hot spare' },
  C106007: { zh: '该存储池已有数据校验正在进行', en: 'A scrub of this pool is already running' },
  C107001: { zh: '该存储池未加密', en: 'The pool is not encrypted' },
  C107002: { zh: '加密存储池已锁定，请先解锁', en: 'The encrypted pool is locked. Unlock it first.' },
  C107003: { zh: '密钥文件无效或已损坏', en: 'The key file is not valid for this device or was changed' },
  // STOR-ENC-03, the spec's words.
  C107004: {
    zh: '加密存储池异常，无法验证密码，请先处理故障的加密存储池后重试。',
    en: 'The encrypted pool is faulty, so its password cannot be checked. Deal with the faulty encrypted pool first, then try again.',
  },
  // C108xxx: the format flow and SMART checks (docs/decisions.md "Format flow and SMART").
  C108001: { zh: '已有SMART检测正在进行', en: 'A SMART check is already running' },
  C108002: { zh: '找不到硬盘 {sn}', en: 'No present disk has the serial {sn}' },
  C108003: { zh: '没有可以检测的硬盘', en: 'There is no disk to check' },
  C108004: { zh: '找不到该SMART检测记录', en: 'No such SMART reading' },
  C108005: { zh: '格式化设置不正确：{field}', en: 'The format settings are not valid: {field}' },
  C108006: { zh: '该硬盘组已有健康检测正在进行', en: 'A health check of this disk group is already running' },
  // C109xxx: SSD cache, wiping a disk, a scheduled reboot (docs/decisions.md "SSD cache, wipe, reboot time").
  C109001: { zh: '不支持SSD缓存：{missing}', en: 'SSD cache is not supported: {missing}' },
  C109002: {
    zh: '只有建立在bcache之上的存储池才能添加SSD缓存',
    en: 'Only a pool created over bcache can take an SSD cache',
  },
  C109003: { zh: 'SSD缓存设置失败：{reason}', en: 'The SSD cache could not be set up: {reason}' },
  C109004: {
    zh: '硬盘 {sn} 属于存储池或是热备盘，只能擦除空闲硬盘',
    en: 'The disk {sn} is in a pool or is a hot spare; only a free disk can be wiped',
  },
  C109005: { zh: '已有硬盘擦除正在进行', en: 'A disk wipe is already running' },
  C109006: {
    zh: '重启时间须为将来的时间（秒），或0表示取消',
    en: 'The reboot time must be in the future (epoch seconds), or 0 to clear it',
  },
  C109007: {
    zh: '硬盘 {sn} 擦除失败：请确认硬盘仍在盘位中且未被其他程序占用，然后重试',
    en: 'The disk {sn} could not be wiped: check that it is still in its bay and not in use, then try again',
  },
  C109008: {
    zh: 'SSD缓存池不存在，请刷新后重试',
    en: 'The SSD cache pool does not exist. Refresh and try again.',
  },
  C109009: { zh: 'SSD缓存删除失败：{reason}', en: 'The SSD cache could not be removed: {reason}' },
  // C110xxx: external USB and eSATA disks (docs/decisions.md "External disks").
  C110001: { zh: '{fs} 卷标最多 {max} 个字符', en: 'A {fs} label takes at most {max} characters' },
  C110002: { zh: '{fs} 卷标不能包含这些字符：{chars}', en: 'A {fs} label cannot contain: {chars}' },
  C110003: { zh: '不支持的文件系统：{fs}', en: 'The filesystem {fs} is not supported' },
  C110004: {
    zh: '硬盘 {device} 不是外接硬盘（USB或eSATA）',
    en: 'The disk {device} is not an external (USB or eSATA) disk',
  },
  C110005: {
    zh: '硬盘 {device} 属于存储池或是热备盘',
    en: 'The disk {device} belongs to a pool or is a hot spare',
  },
  C110006: {
    zh: '外接硬盘 {device} 已挂载，请先卸载',
    en: 'The external disk {device} is mounted. Unmount it first.',
  },
  C110007: {
    zh: '外接硬盘 {device} 上没有可挂载的分区',
    en: 'The external disk {device} has no partition with a filesystem to mount',
  },
  C110008: { zh: '外接硬盘格式化失败：{reason}', en: 'Formatting the external disk failed: {reason}' },
  C110009: { zh: '外接硬盘挂载失败：{reason}', en: 'The external disk could not be mounted: {reason}' },
  C110010: { zh: '外接硬盘卸载失败：{reason}', en: 'The external disk could not be unmounted: {reason}' },
  C110011: { zh: '外接硬盘 {device} 未挂载', en: 'The external disk {device} is not mounted' },
  // C111xxx: pool usage reports (docs/decisions.md "Pool usage reports").
  C111001: { zh: '找不到该空间分析报告', en: 'No such usage report' },
  C111002: { zh: '该存储池的空间分析正在进行', en: 'A usage scan of this pool is already running' },
  // C112xxx: the desktop's key-value store and account actions it offers.
  C112001: { zh: '保存的设置过多（最多 {max} 项）', en: 'Too many saved settings (at most {max})' },
  C112002: { zh: '超级管理员账号不能被禁用', en: 'The super administrator account cannot be disabled' },
  C112003: {
    zh: '运维管理员只能禁用普通用户或自己的账号',
    en: 'An operations administrator may disable only ordinary users or their own account',
  },
  // C113xxx: data migration, a pool moved onto other disks (docs/decisions.md "Data migration").
  C113001: {
    zh: '请为存储池的每块硬盘选择一块目标硬盘（共{n}块）',
    en: 'Choose one target disk for each disk of the pool ({n} in all)',
  },
  C113002: {
    zh: '已有数据迁移正在进行，请等待其完成',
    en: 'A data migration is already running. Wait until it ends.',
  },
  C113003: { zh: '数据迁移失败：{reason}', en: 'The data migration failed: {reason}' },
  // C114xxx: remote assistance (docs/decisions.md "Remote assistance"); the spec's Chinese verbatim.
  C114001: { zh: '设备无法联网', en: 'The device cannot connect to the network' },
  C114002: { zh: '发送验证码失败', en: 'Sending the verification code failed' },
  C114003: { zh: '验证码校验失败', en: 'The verification code check failed' },
  C114004: {
    zh: '设备未登录，请联系客服',
    en: 'The device is not signed in to the provider. Contact customer service.',
  },
  C114005: {
    zh: '短信验证已失效，请重新获取验证码',
    en: 'The SMS verification has expired. Get a new code.',
  },
  C114006: {
    zh: '验证码只能发送给当前登录的超级管理员',
    en: 'The code can only be sent for the signed-in super administrator',
  },
  C114007: {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'A code was sent moments ago. Try again in {seconds} seconds.',
  },
  // C115xxx: the system upgrade by release archive (docs/decisions.md "System upgrade").
  C115001: {
    zh: '设备上未安装发布密钥，无法验证升级包。请先安装发布密钥',
    en: 'No release key is installed on the device, so no upgrade archive can be verified. Install the release key first.',
  },
  C115002: {
    zh: '升级包超过了设备接受的最大大小 {max}',
    en: 'The upgrade archive is larger than the {max} the device accepts',
  },
  C115003: { zh: '该文件不是 Coffer 升级包', en: 'This file is not a Coffer upgrade archive' },
  C115004: {
    zh: '升级包的签名与设备的发布密钥不符',
    en: 'The upgrade archive is not signed with the device’s release key',
  },
  C115005: {
    zh: '升级包已损坏，内容与签名不符',
    en: 'The upgrade archive is damaged: its contents do not match its signature',
  },
  C115006: {
    zh: '升级包的版本 {version} 不比当前版本 {current} 新',
    en: 'The archive’s version {version} is not newer than the running version {current}',
  },
  C115007: {
    zh: '该版本需要与设备上不同的依赖，无法通过升级包安装',
    en: 'This release needs other dependencies than the device has installed, so an archive cannot install it',
  },
  C115008: {
    zh: '已有系统升级正在进行，请等待其完成',
    en: 'A system upgrade is already under way. Wait until it ends.',
  },
  C115009: {
    zh: '该升级不存在或已结束，请刷新后重试',
    en: 'That upgrade does not exist or has ended. Refresh and try again.',
  },
  C115010: {
    zh: '升级包上传中断，未完整接收',
    en: 'The upload was interrupted before the whole archive arrived',
  },
  C115011: {
    zh: '找不到可读取的升级包：{path}（请填写设备上文件的绝对路径）',
    en: 'No readable upgrade archive at {path} (give the absolute path of a file on the device)',
  },
  C115012: {
    zh: '新版本未能启动（{reason}），设备已恢复运行原版本',
    en: 'The new version did not start ({reason}); the device runs the previous version again',
  },
  C115013: { zh: '升级安装失败：{reason}', en: 'The upgrade could not be installed: {reason}' },
  C115014: {
    zh: '升级包已不在设备上，请重新上传',
    en: 'The upgrade archive is no longer on the device. Upload it again.',
  },
  C115015: {
    zh: '设备上的发布密钥无法读取，请重新安装',
    en: 'The release key on the device cannot be read. Install it again.',
  },
  // C116xxx: files: roots, paths, operations, recycle bins (docs/decisions.md "Where files live").
  C116001: { zh: '路径无效：{reason}', en: 'The path is not valid: {reason}' },
  C116002: { zh: '不能访问该位置', en: 'That location cannot be reached from your account' },
  C116003: { zh: '文件或文件夹不存在：{path}', en: 'No such file or folder: {path}' },
  C116004: { zh: '当前位置无读写权限', en: 'No read-write permission at this location' },
  C116005: { zh: '不能访问其他用户的文件夹', en: 'Another user’s folder cannot be opened' },
  C116006: { zh: '名称无效：{reason}', en: 'The name is not valid: {reason}' },
  C116007: { zh: '该位置已存在同名文件或文件夹：{name}', en: 'An entry named {name} already exists here' },
  C116008: {
    zh: '还没有可存放文件的存储池，请先创建存储池',
    en: 'There is no storage pool to hold files yet. Create a storage pool first.',
  },
  C116009: {
    zh: '存储池 {name} 已加密锁定，请先解锁',
    en: 'The storage pool {name} is locked. Unlock it first.',
  },
  C116010: {
    zh: '存储池 {name} 当前不可用（{state}）',
    en: 'The storage pool {name} cannot be used now ({state})',
  },
  C116011: { zh: '不能拖动到同一级目录', en: 'Cannot drag to the same level' },
  C116012: {
    zh: '目标文件夹不能包含被移动的文件，也不能被其包含',
    en: 'The destination cannot contain or be contained by the moved files',
  },
  C116013: { zh: '不能移动其他用户分享的文件', en: 'Cannot move other users’ shared files' },
  C116014: { zh: '请先进入群组文件夹再拖动', en: 'Enter the group folder first before dragging' },
  C116015: { zh: '不支持拖动到该位置', en: 'Dragging to this location is not supported' },
  C116016: { zh: '此处不允许上传', en: 'Upload is not allowed here' },
  C116017: {
    zh: '该账号没有读写权限，无法上传',
    en: 'The account has no read-write permission, so it cannot upload',
  },
  C116018: {
    zh: '该链接指向可访问范围之外，已拒绝',
    en: 'The link leads outside the folders you can reach and was refused',
  },
  C116019: { zh: '任务不存在或已结束', en: 'That task does not exist or has ended' },
  C116020: { zh: '该任务当前无法{action}', en: 'The task cannot {action} now' },
  C116021: { zh: '回收站中没有该项目', en: 'That entry is not in the recycle bin' },
  C116022: { zh: '{path} 不是文件夹', en: '{path} is not a folder' },
  C116023: { zh: '{path} 是文件夹', en: '{path} is a folder' },
  C116024: {
    zh: '存储空间不足：需要 {need}，可用 {free}',
    en: 'Not enough space: {need} needed, {free} free',
  },
  C116026: { zh: '不能更改该位置本身', en: 'This location itself cannot be changed' },
  C116027: { zh: '已存在同名的群组文件夹：{name}', en: 'A group folder named {name} already exists' },
  C116028: { zh: '群组文件夹不存在', en: 'No such group folder' },
  C116029: { zh: '回收站不存在或无权访问', en: 'No such recycle bin, or it is not yours' },
  C116030: { zh: '该存储池不能存放文件：{reason}', en: 'That pool cannot hold files: {reason}' },
  C116031: {
    zh: '{path} 正被另一项操作使用，请稍后再试',
    en: '{path} is in use by another operation. Try again shortly.',
  },
  C116032: { zh: '复制 {path} 失败：{reason}', en: 'Copying {path} failed: {reason}' },
  // C117xxx: transfers (uploads, downloads, previews). C118xxx: share links and search.
  C117001: {
    zh: '上传不存在或已过期，请重新上传',
    en: 'That upload does not exist or has expired; start it again',
  },
  C117002: { zh: '上传请求无效：{reason}', en: 'The upload request is not valid: {reason}' },
  C117003: {
    zh: '上传的文件无法放入 {path}：{reason}',
    en: 'The uploaded file could not be put in {path}: {reason}',
  },
  C117004: { zh: '{path} 已存在，已按选择跳过', en: '{path} already exists and was skipped as chosen' },
  C117005: { zh: '请求的范围无效', en: 'The requested range cannot be served' },
  C117006: { zh: '{path} 不是可预览的图片', en: '{path} is not an image that can be previewed' },
  C117007: { zh: '无法读取图片 {path} 生成预览', en: 'The image {path} could not be read for a preview' },
  C117008: { zh: '{path} 不是文本文件', en: '{path} is not a text file' },
  C117009: {
    zh: '{path} 在打开后已被修改，请重新加载后再保存',
    en: '{path} changed since it was opened; reload it before saving',
  },
  C117010: { zh: '文本超过 {max}，无法编辑', en: 'The text is over {max} and cannot be edited' },
  C117011: {
    zh: 'HEIC 预览需要 heif-convert（Debian 软件包 libheif-examples），本设备未安装',
    en: 'HEIC previews need heif-convert (Debian package libheif-examples), which is not installed on this device',
  },
  C118001: { zh: '该分享链接不存在或已被删除', en: 'This share link does not exist or has been deleted' },
  C118002: { zh: '该分享链接已过期', en: 'This share link has expired' },
  C118003: { zh: '分享的文件已被移动或删除', en: 'The shared file or folder has been moved or deleted' },
  C118004: {
    zh: '分享者已关闭分享功能，该链接已失效',
    en: 'The person who shared this can no longer share, so the link no longer works',
  },
  C118005: {
    zh: '提取码错误（连续错误 {max} 次需等待 10 分钟）',
    en: 'The extraction code is wrong (after {max} wrong tries you must wait 10 minutes)',
  },
  C118006: {
    zh: '提取码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong codes. Try again in {minutes} minutes',
  },
  C118007: { zh: '请重新输入提取码', en: 'Enter the extraction code again' },
  C118008: {
    zh: '你的账号已关闭分享功能，请联系管理员',
    en: 'Sharing is turned off for your account. Contact the administrator.',
  },
  C118009: { zh: '该位置不能分享', en: 'This location cannot be shared' },
  C118010: { zh: '只能管理自己的分享链接', en: 'You can manage only your own share links' },
  C118011: { zh: '请填写有效的域名', en: 'Enter a valid domain name' },
  C118012: { zh: '该搜索已结束，请重新搜索', en: 'That search has ended. Search again.' },
  C118013: {
    zh: '分享链接已达上限（{max} 个），请先删除不用的链接',
    en: 'You have reached the limit of {max} share links. Delete some first.',
  },
  // C120xxx: security, the IP allow and block lists (docs/decisions.md "Security").
  C120001: {
    zh: '你的地址 {ip} 不允许访问本设备，请联系设备管理员',
    en: 'Your address {ip} may not use this device. Contact the device administrator.',
  },
  C120002: {
    zh: '“{ip}”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）',
    en: '“{ip}” is not a valid IP address or range (e.g. 192.168.1.10, 10.0.0.0/8, 2001:db8::/32)',
  },
  C120003: { zh: '{ip} 已在列表中', en: '{ip} is already in the list' },
  C120004: {
    zh: '{ip} 包含本机控制台地址（127.0.0.1 / ::1），不能加入黑名单',
    en: '{ip} includes the device’s own console address (127.0.0.1 / ::1), which cannot be blocked',
  },
  C120005: { zh: '找不到该条目，可能已被删除', en: 'No such entry; it may have been deleted' },
  C120006: { zh: '列表最多 {max} 条', en: 'A list holds at most {max} entries' },
  C121001: { zh: '该动态不存在或已被移除', en: 'That activity entry does not exist or was removed' },
  // C122xxx: accounts and groups (issue 16).
  C122001: {
    zh: '至少要保留一个启用的超级管理员账号，不能降级或删除最后一个',
    en: 'The last super administrator cannot be demoted or deleted',
  },
  C122002: {
    zh: '运维管理员只能管理普通用户和自己的昵称、备注',
    en: 'An operations administrator may manage only ordinary users, and their own nickname and remark',
  },
  C122003: { zh: '不能删除自己正在使用的账号', en: 'You cannot delete the account you are signed in with' },
  C122004: {
    zh: '请选择另一个存在的账号来接收文件',
    en: 'Choose another existing account to receive the files',
  },
  C122005: { zh: '用户组不存在', en: 'No such group' },
  C122006: { zh: '已有名为“{name}”的用户组', en: 'A group named “{name}” already exists' },
  C122007: {
    zh: '用户组名称不能包含 / \\ 或控制字符',
    en: 'A group name cannot contain / \\ or control characters',
  },
  C122008: { zh: 'CSV 文件最多 {max} 行账号', en: 'A CSV file may hold at most {max} accounts' },
  C122009: {
    zh: 'CSV 第一行须为列名，至少包含 username 和 password',
    en: 'The first CSV line must name the columns, at least username and password',
  },
  C122010: { zh: '该行无法读取：{reason}', en: 'This line cannot be read: {reason}' },
  C122011: {
    zh: '只有超级管理员能授予管理员角色',
    en: 'Only a super administrator can grant an administrator role',
  },
  C122012: {
    zh: '存储池“{name}”当前不可用，账号的文件无法处理，暂不能删除',
    en: 'Pool “{name}” is not available, so the account’s files cannot be handled; it cannot be deleted now',
  },
  C122013: { zh: '账号不存在：{uid}', en: 'No such account: {uid}' },
  // C123xxx: app service permits (issue 16 §3).
  C123001: {
    zh: '你没有使用“{app}”的权限，请联系管理员',
    en: 'You are not allowed to use {app}. Ask an administrator.',
  },
  C123002: {
    zh: '管理员总能使用所有应用，不能为其设置应用权限',
    en: 'Administrators always use every app; app permits cannot be set for them',
  },
  C123003: { zh: '“{name}”在列表中出现了不止一次', en: '“{name}” appears more than once in the list' },
  // Storage limits per user (issue 16 §4).
  C124001: {
    zh: '已达到账号的存储空间上限，无法继续写入。请删除一些文件，或请管理员提高上限',
    en: 'The account’s storage limit is reached, so nothing more can be written. Delete some files or ask an administrator to raise the limit',
  },
  C124002: {
    zh: '存储池“{name}”上的用户文件夹不是 btrfs 子卷（加密存储池），无法限制存储空间',
    en: 'Storage limits cannot be enforced on pool “{name}”: its users’ folders are not btrfs subvolumes (an encrypted pool)',
  },
  C124003: {
    zh: '存储空间上限须在 {min} 到 {max} 之间',
    en: 'A storage limit must be between {min} and {max}',
  },
  C124004: {
    zh: '无法设置存储空间上限：{reason}',
    en: 'The storage limit could not be set: {reason}',
  },
  C124005: {
    zh: '还没有可用的存储池，无法统计或限制存储空间',
    en: 'There is no usable pool yet, so storage cannot be measured or limited',
  },
  // C125xxx: directory sign-in (issue 16 §5).
  C125001: {
    zh: '尚未连接目录服务（AD / LDAP）',
    en: 'No directory (AD / LDAP) is connected',
  },
  C125002: {
    zh: '服务器地址须为 ldap:// 或 ldaps:// 开头的地址，例如 ldap://192.168.1.10:389',
    en: 'The server address must start with ldap:// or ldaps://, e.g. ldap://192.168.1.10:389',
  },
  C125003: {
    zh: '无法连接目录服务器 {url}：服务器没有响应或拒绝连接',
    en: 'Cannot reach the directory server {url}: it did not answer or refused the connection',
  },
  C125004: {
    zh: '目录服务器拒绝了绑定账号或密码',
    en: 'The directory server refused the bind DN or its password',
  },
  C125005: {
    zh: '基准 DN 在目录中不存在：{dn}',
    en: 'The base DN does not exist in the directory: {dn}',
  },
  C125006: {
    zh: '筛选条件无效：{filter}',
    en: 'Invalid search filter: {filter}',
  },
  C125007: {
    zh: 'DN 格式不正确：{dn}',
    en: 'Invalid DN: {dn}',
  },
  C125008: {
    zh: '本地已有同名账号 {name}，未导入',
    en: 'A local account named {name} already exists; not imported',
  },
  C125009: {
    zh: '本地已有同名用户组 {name}，未导入',
    en: 'A local group named {name} already exists; not imported',
  },
  C125010: {
    zh: '目录用户名 {name} 不能用作账号名',
    en: 'The directory name {name} cannot be used as an account name',
  },
  C125011: {
    zh: '目录账号的密码由目录服务管理，不能在本设备上修改',
    en: "A directory account's password is managed by the directory and cannot be changed on this device",
  },
  C125012: {
    zh: '与目录服务器的加密连接（TLS）失败：{detail}',
    en: 'The encrypted (TLS) connection to the directory server failed: {detail}',
  },
  C125013: {
    zh: '目录正在导入，请稍后再试',
    en: 'A directory import is already running. Try again shortly.',
  },
  C125014: {
    zh: '填写了绑定 DN 时必须填写其密码',
    en: 'A bind DN needs its password',
  },
  C125015: {
    zh: '目录服务器返回错误：{detail}',
    en: 'The directory server answered an error: {detail}',
  },
  C125016: {
    zh: '目录中的条目超过 {max} 个，请缩小基准 DN 或筛选条件',
    en: 'The directory holds more than {max} entries: narrow the base DN or the filter',
  },
  // C127xxx: avatars, groups in the user editor, bulk IP entries (issue 16).
  C127001: {
    zh: '头像须为 PNG、JPEG 或 WebP 图片',
    en: 'An avatar must be a PNG, JPEG or WebP picture',
  },
  C127002: { zh: '头像图片不能超过 {max} MB', en: 'An avatar picture may be at most {max} MB' },
  C127003: { zh: '该账号没有头像', en: 'This account has no avatar' },
  C127004: { zh: '请粘贴或选择至少一个地址', en: 'Paste or choose at least one address' },
  C127005: { zh: '一次最多添加 {max} 行', en: 'One batch may hold at most {max} lines' },
  // Network settings (issue 17 §2): what T4's network table leaves out.
  C134001: { zh: '无效的 IPv6 地址', en: 'Invalid IPv6 address' },
  C134002: { zh: '无效的 IPv6 前缀长度（1–128）', en: 'Invalid IPv6 prefix length (1–128)' },
  C134003: { zh: '无效的 MTU（576–9000）', en: 'Invalid MTU (576–9000)' },
  C134004: { zh: '无效的 MAC 地址', en: 'Invalid MAC address' },
  C134005: { zh: '无效的端口（0–65535）', en: 'Invalid port (0–65535)' },
  C134006: {
    zh: '本机的网络不由 ifupdown 或 systemd-networkd 管理，无法修改',
    en: 'This machine’s network is managed by neither ifupdown nor systemd-networkd, so it cannot be changed',
  },
  C134007: { zh: '该网口不支持网络唤醒', en: 'This port cannot wake the device on LAN' },
  C128001: { zh: '服务设置无效：{reason}', en: 'The service settings are not valid: {reason}' },
  C128002: { zh: '{name} 无法启动：{reason}', en: '{name} could not start: {reason}' },
  C128003: { zh: '该共享目录不存在', en: 'This shared folder does not exist' },
  C128004: {
    zh: '名称 {name} 已被另一个共享目录使用',
    en: 'The name {name} is already used by another shared folder',
  },
  C128005: {
    zh: '该服务不会删除文件，没有回收站设置',
    en: 'This service deletes nothing, so it has no recycle bin setting',
  },
  C128006: { zh: '本设备上没有该服务', en: 'This service is not available on this device' },
  C128007: { zh: '端口 {port} 已被占用', en: 'Port {port} is already in use' },
  // C133xxx: the settings app's device pages (issue 17).
  C133001: {
    zh: '设备名称须为 1 到 {max} 个字符，不能包含控制字符或 < > " \' / \\，首尾不能是空格',
    en: 'A device name has 1 to {max} characters, with no control characters, none of < > " \' / \\ and no space at either end',
  },
  C133002: { zh: '未知的时区：{zone}', en: 'Unknown time zone: {zone}' },
  C133003: {
    zh: '日期和时间须在 {min} 到 {max} 之间',
    en: 'The date and time must be between {min} and {max}',
  },
  C133004: { zh: '无法设置系统时间：{reason}', en: 'The clock could not be set: {reason}' },
  C133005: { zh: '请选择时区或填写日期和时间', en: 'Choose a time zone or give a date and time' },
  C133006: { zh: '壁纸须为 PNG、JPEG 或 WebP 图片', en: 'A wallpaper must be a PNG, JPEG or WebP picture' },
  C133007: { zh: '壁纸图片不能超过 {max} MB', en: 'A wallpaper picture may be at most {max} MB' },
  C133008: { zh: '还没有上传壁纸，请先上传', en: 'No wallpaper has been uploaded yet; upload one first' },
  C133009: {
    zh: '磁盘 {disk} 不支持休眠设置：{reason}',
    en: 'Disk {disk} does not support sleep settings: {reason}',
  },
  C133010: {
    zh: '休眠等待时间须为以下之一：{choices} 分钟',
    en: 'The sleep delay must be one of {choices} minutes',
  },
  C133011: { zh: '无法设置磁盘休眠：{reason}', en: 'The disk sleep setting could not be applied: {reason}' },
  C133012: { zh: '本设备没有可控制的指示灯 {name}', en: 'This device has no controllable LED {name}' },
  C133013: { zh: '本设备没有可控制的风扇 {name}', en: 'This device has no controllable fan {name}' },
  C133014: { zh: '无法写入硬件设置：{reason}', en: 'The hardware setting could not be written: {reason}' },
  C136001: {
    zh: '本设备没有内置电池',
    en: 'This device has no built-in battery',
  },
  C136002: {
    zh: '电源计划最多 {max} 条',
    en: 'A power schedule holds at most {max} entries',
  },
  C136003: {
    zh: '本机无法自行唤醒（{path} 不存在或不可写），不能设定开机计划',
    en: 'This machine cannot wake itself ({path} is missing or not writable), so a wake-up cannot be planned',
  },
  C136004: {
    zh: '超级管理员未允许运维管理员修改{area}设置',
    en: 'The master administrator has not allowed operations administrators to change {area} settings',
  },
  C136005: {
    zh: '本设备没有无线网卡，无法开启热点',
    en: 'This device has no Wi-Fi adapter, so it cannot open an access point',
  },
  C136006: {
    zh: 'Coffer 不在本设备上提供热点',
    en: 'Coffer does not run an access point on this device',
  },
  C136007: {
    zh: '没有外接磁盘的分区 UUID 为 {uuid}',
    en: 'No external disk has a partition with UUID {uuid}',
  },
  C136008: {
    zh: '无法移除磁盘：{reason}',
    en: 'The disk could not be let go: {reason}',
  },
  C136009: {
    zh: '电源计划中有两条相同时间的{action}',
    en: 'Two entries of the power schedule plan the same {action} at the same time',
  },
  C137001: {
    zh: '没有已计划的重启，无法推迟',
    en: 'No reboot is scheduled, so there is nothing to postpone',
  },
} as const satisfies Record<string, CodeText>;

export const CATALOGUE: Record<string, CodeText> = Object.assign({}, SPEC_CODES, COFFER_CODES);

export type CofferCode = keyof typeof COFFER_CODES;
export type CatalogueCode = SpecCode | CofferCode;

/**
 * A value for a message's placeholder: a name or number, or a phrase worded in both languages (a
 * reason the engine gives, such as what the kernel lacks), which takes the message's language.
 */
export type MessageParam = string | number | CodeText;
export type MessageParams = Readonly<Record<string, MessageParam>>;

function paramText(value: MessageParam, lang: Lang): string {
  if (typeof value === 'object') return lang === 'en' ? value.en : value.zh;
  return String(value);
}

export function formatMessage(template: string, params: MessageParams = {}, lang: Lang = 'zh-CN'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(value, lang);
  });
}

/** The message of a code in a language, with its placeholders filled. */
export function messageOf(code: CatalogueCode | number, lang: Lang, params?: MessageParams) {
  const text = CATALOGUE[String(code)];
  if (!text) return String(code);
  return formatMessage(lang === 'en' ? text.en : text.zh, params, lang);
}
