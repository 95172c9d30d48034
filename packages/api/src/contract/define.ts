import type { Struct } from 'superstruct';
import type { Endpoint, HttpMethod, ModuleId } from './endpoint.ts';

/** Builders of endpoint entries, shared by every endpoints file. */
export type Options = Partial<
  Pick<Endpoint, 'auth' | 'guest' | 'encrypted' | 'silent' | 'cache' | 'envelope'>
> & {
  moduleId?: ModuleId;
};

export function get<Req, Res>(
  name: string,
  path: string,
  request: Struct<Req, unknown>,
  response: Struct<Res, unknown>,
  options: Options = {},
): Endpoint<Req, Res> {
  return {
    name,
    method: 'GET',
    path,
    moduleId: options.moduleId ?? 'COMM3',
    auth: options.auth ?? false,
    encrypted: false,
    idempotent: true,
    encoding: 'query',
    envelope:
      options.envelope ??
      (path.startsWith('/lgw/') || path.startsWith('/lotto/lgw/') ? 'optional' : 'required'),
    request,
    response,
    ...(options.silent ? { silent: true } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.guest ? { guest: true } : {}),
  };
}

export function send<Req, Res>(
  method: Exclude<HttpMethod, 'GET'>,
  name: string,
  path: string,
  request: Struct<Req, unknown>,
  response: Struct<Res, unknown>,
  options: Options & { encoding?: 'json' | 'form' } = {},
): Endpoint<Req, Res> {
  return {
    name,
    method,
    path,
    moduleId: options.moduleId ?? 'COMM3',
    auth: options.auth ?? false,
    encrypted: options.encrypted ?? false,
    idempotent: false,
    encoding: options.encoding ?? 'json',
    envelope: 'required',
    request,
    response,
    ...(options.silent ? { silent: true } : {}),
  };
}

export const T = { auth: true } as const;
export const relay = (action: string) => `/wps/relay/${action}`;
