import type { CodeText } from './spec-codes.js';

/** Codes the network-configuration calls answer (spec 1 §8); anything else is an unknown error. */
export const NETWORK_CODES = {
  400: { zh: '无效的请求', en: 'Invalid request' },
  404: { zh: '接口不存在', en: 'The interface does not exist' },
  409: { zh: '网络已存在，不能重复创建', en: 'The network already exists and cannot be created again' },
  500: { zh: '状态异常', en: 'Abnormal state' },
  4001: { zh: '无效的绑定模式', en: 'Invalid bond mode' },
  4002: { zh: '端口已被其他网桥或绑定使用', en: 'The port is already used by another bridge or bond' },
  4003: {
    zh: '存在 macvlan 网络，请先删除相关容器和网络再绑定',
    en: 'macvlan networks exist: delete the containers and networks before bonding',
  },
  4004: {
    zh: '子网掩码错误，网关与 IP 不在同一网段',
    en: 'Wrong subnet mask: the gateway and the IP are not in the same segment',
  },
  4005: { zh: '无效的 IPv4 地址', en: 'Invalid IPv4 address' },
  4006: { zh: '无效的 IPv4 子网掩码', en: 'Invalid IPv4 mask' },
  4007: { zh: '无效的 IPv4 网关', en: 'Invalid IPv4 gateway' },
  4008: { zh: '无效的 DNS 地址', en: 'Invalid DNS address' },
  4009: { zh: 'IP 地址已被占用，请更换后重试', en: 'The IP address is already used. Change it and retry.' },
  4010: {
    zh: '存在虚拟机桥接网络，请删除或切换为 NAT 后再绑定',
    en: 'A virtual machine bridge network exists: remove it or switch to NAT before bonding',
  },
} as const satisfies Record<number, CodeText>;

export const NETWORK_UNKNOWN_ERROR: CodeText = { zh: '未知错误', en: 'Unknown error' };
