import { Injectable, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SAFE_METHODS } from './origin-check.js';

/** Where @ApiConsumes keeps a route's media types (DECORATORS.API_CONSUMES of @nestjs/swagger). */
const API_CONSUMES = 'swagger/apiConsumes';
const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';
const URL_ENCODED = 'application/x-www-form-urlencoded';

/**
 * The API reads JSON, and multipart forms on the routes that take files (those that declare
 * `@ApiConsumes('multipart/form-data')`). Any other body type of a state-changing request is
 * refused with 415, whatever its length: URL-encoded and text/plain bodies and forms on other
 * routes are what a cross-site HTML form can send without the browser asking first, so none of
 * them ever reaches a route. The one exception declares `application/x-www-form-urlencoded`: the
 * one-click unsubscribe of RFC 8058, which mail apps send as such a form and which acts on its
 * link's token, never on a session. A request without a body type (no body) goes on.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.headers['content-type'];
    if (SAFE_METHODS.has(req.method) || header === undefined) return true;
    const type = header.split(';')[0].trim().toLowerCase();
    const declared = this.reflector.getAllAndOverride<string[] | undefined>(API_CONSUMES, [context.getHandler(), context.getClass()]) ?? [];
    const takesForms = declared.includes(MULTIPART);
    if (type === JSON_TYPE || (takesForms && type === MULTIPART) || (declared.includes(URL_ENCODED) && type === URL_ENCODED)) return true;
    throw new UnsupportedMediaTypeException(takesForms ? 'Send JSON or a multipart form' : 'Send JSON (Content-Type: application/json)');
  }
}
