/** SHELL-07: on a device of product type t2, the pool-management page is the t2 upgrade page. */
export const T2_PRODUCT = 't2';
export const POOL_MANAGE_PATH = '/setting/poolManage';
export const T2_UPGRADE_PATH = '/setting/t2u';

export function poolManageRedirect(model: string | undefined): string | undefined {
  return model?.toLowerCase() === T2_PRODUCT ? T2_UPGRADE_PATH : undefined;
}
