import * as calls from './file-services.js';

/** The calls of each service by name, for code that treats the four alike (routes, the settings pages). */
export const FILE_SERVICE_CALLS = {
  samba: {
    status: calls.sambaStatus,
    enable: calls.sambaEnable,
    config: calls.sambaConfig,
    recycle: calls.sambaRecycle,
    mappingList: calls.sambaMappingList,
    mappingRename: calls.sambaMappingRename,
    mappingDel: calls.sambaMappingDel,
    mappingAdd: calls.sambaMappingAdd,
  },
  ftp: {
    status: calls.ftpStatus,
    enable: calls.ftpEnable,
    config: calls.ftpConfig,
    recycle: calls.ftpRecycle,
    mappingList: calls.ftpMappingList,
    mappingRename: calls.ftpMappingRename,
    mappingDel: calls.ftpMappingDel,
    mappingAdd: calls.ftpMappingAdd,
  },
  webdav: {
    status: calls.webdavStatus,
    enable: calls.webdavEnable,
    config: calls.webdavConfig,
    recycle: calls.webdavRecycle,
    mappingList: calls.webdavMappingList,
    mappingRename: calls.webdavMappingRename,
    mappingDel: calls.webdavMappingDel,
    mappingAdd: calls.webdavMappingAdd,
  },
  dlna: {
    status: calls.dlnaStatus,
    enable: calls.dlnaEnable,
    config: calls.dlnaConfig,
    recycle: calls.dlnaRecycle,
    mappingList: calls.dlnaMappingList,
    mappingRename: calls.dlnaMappingRename,
    mappingDel: calls.dlnaMappingDel,
    mappingAdd: calls.dlnaMappingAdd,
  },
} as const;
