import { APP_SERVICES, Code, type AppServiceName } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

/** What may answer "may this user use this app" (`AppPermits`), as the doors into the daemon see it. */
export interface AppServiceGate {
  mayUse(user: { id: number; mainRole: number }, service: AppServiceName): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app service permits (device.ts); doors outside the contract's calls ask it too (tus). */
    appPermits?: AppServiceGate;
  }
}

/** The refusal of a call of an app the caller may not use (C123001), naming the app. */
export function appServiceRefusal(service: AppServiceName): AppError {
  const { title } = APP_SERVICES[service];
  return new AppError(Code.appServiceDenied, { app: { zh: title['zh-CN'], en: title.en } }, { service });
}

/** Refuses the caller when the service is one they may not use. */
export function assertMayUse(
  gate: AppServiceGate | undefined,
  user: { id: number; mainRole: number },
  service: AppServiceName | undefined,
): void {
  if (service && gate && !gate.mayUse(user, service)) throw appServiceRefusal(service);
}
