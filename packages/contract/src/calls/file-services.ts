import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { zFlag, zInt } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import {
  FILE_SERVICE_CONFIGS,
  zFileServiceStatus,
  zMappingName,
  zServiceMapping,
  type FileServiceName,
} from './file-services-types.js';

const access = rolesAccess(PERMISSIONS.settings);

/**
 * The calls of one file service under `/api/fileshare_service/<name>/` (T3 "File sharing",
 * SET-SVC-01). `config` carries the configuration as a JSON string in `data`, as the spec's Samba
 * audit calls do (SET-SVC-02); without `data` it only answers the configuration.
 */
function serviceCalls<N extends FileServiceName>(name: N) {
  const base = `/api/fileshare_service/${name}`;
  const config = FILE_SERVICE_CONFIGS[name];
  return {
    status: defineCall({
      method: 'POST',
      path: `${base}/status`,
      payload: z.object({}),
      response: zFileServiceStatus,
      access,
    }),
    enable: defineCall({
      method: 'POST',
      path: `${base}/enable`,
      payload: z.object({ enable: zFlag }),
      response: zFileServiceStatus,
      access,
    }),
    config: defineCall({
      method: 'POST',
      path: `${base}/config`,
      payload: z.object({
        data: z
          .string()
          .max(64 * 1024)
          .optional(),
      }),
      response: config as (typeof FILE_SERVICE_CONFIGS)[N],
      access,
    }),
    recycle: defineCall({
      method: 'POST',
      path: `${base}/recycle`,
      payload: z.object({ enable: zFlag.optional() }),
      response: z.object({ enable: z.boolean() }),
      access,
    }),
    mappingList: defineCall({
      method: 'POST',
      path: `${base}/mapping/list`,
      payload: z.object({}),
      response: z.object({ list: z.array(zServiceMapping) }),
      access,
    }),
    mappingRename: defineCall({
      method: 'POST',
      path: `${base}/mapping/rename`,
      payload: z.object({ id: zInt, name: zMappingName }),
      response: zServiceMapping,
      access,
    }),
    mappingDel: defineCall({
      method: 'POST',
      path: `${base}/mapping/del`,
      payload: z.object({ id: zInt }),
      response: zServiceMapping,
      access,
    }),
    mappingAdd: defineCall({
      method: 'POST',
      path: `${base}/mapping/add`,
      payload: z.object({ id: zInt }),
      response: zServiceMapping,
      access,
    }),
  };
}

export const {
  status: sambaStatus,
  enable: sambaEnable,
  config: sambaConfig,
  recycle: sambaRecycle,
  mappingList: sambaMappingList,
  mappingRename: sambaMappingRename,
  mappingDel: sambaMappingDel,
  mappingAdd: sambaMappingAdd,
} = serviceCalls('samba');

export const {
  status: ftpStatus,
  enable: ftpEnable,
  config: ftpConfig,
  recycle: ftpRecycle,
  mappingList: ftpMappingList,
  mappingRename: ftpMappingRename,
  mappingDel: ftpMappingDel,
  mappingAdd: ftpMappingAdd,
} = serviceCalls('ftp');

export const {
  status: webdavStatus,
  enable: webdavEnable,
  config: webdavConfig,
  recycle: webdavRecycle,
  mappingList: webdavMappingList,
  mappingRename: webdavMappingRename,
  mappingDel: webdavMappingDel,
  mappingAdd: webdavMappingAdd,
} = serviceCalls('webdav');

export const {
  status: dlnaStatus,
  enable: dlnaEnable,
  config: dlnaConfig,
  recycle: dlnaRecycle,
  mappingList: dlnaMappingList,
  mappingRename: dlnaMappingRename,
  mappingDel: dlnaMappingDel,
  mappingAdd: dlnaMappingAdd,
} = serviceCalls('dlna');
