import { Readable } from 'node:stream';
import { replyProblems, type ActionDef } from '@dss/contract';
import { propertyOf } from '../property-of';

/** A handler's reply that does not match its action's declaration; the problems name paths only. */
export class ReplyDrifted extends Error {
  constructor(
    readonly field: string,
    readonly problems: string[],
  ) {
    super(`The reply of '${field}' does not match its declared schema: ${problems.join('; ')}`);
  }
}

/**
 * Checks what a handler answered against its action's declaration, as the client will decode
 * it: a JSON reply as it reads once serialised (dates become text), a result envelope's data,
 * the created record's id, a file's name and bytes. Run by the dispatcher when the server
 * checks replies (the tests and development: config `checkReplies`).
 */
export function checkReply(action: ActionDef, result: unknown): void {
  const problems = replyShapeProblems(action, result);
  if (problems.length) throw new ReplyDrifted(action.field, problems);
}

function replyShapeProblems(action: ActionDef, result: unknown): string[] {
  switch (action.reply) {
    case 'json':
      return replyProblems(action.response!, asSerialised(result));
    case 'result': {
      const code = propertyOf(result, 'code');
      const data = propertyOf(result, 'data');
      if (typeof code !== 'number') return ['code: a result envelope needs a number code'];
      return data === undefined ? [] : replyProblems(action.response!, asSerialised(data));
    }
    case 'created': {
      const id = propertyOf(result, 'id');
      return typeof id === 'number' && Number.isInteger(id) && id > 0
        ? []
        : ['id: a created reply names the new record by a whole number above 0'];
    }
    case 'file': {
      const body = propertyOf(result, 'body');
      const problems = [];
      if (!propertyOf(result, 'fileName')) problems.push('fileName: a file reply names its file');
      if (!propertyOf(result, 'contentType')) problems.push('contentType: a file reply gives its type');
      if (!(body instanceof Readable || body instanceof Uint8Array)) problems.push('body: a file reply holds bytes or a stream');
      return problems;
    }
    case 'success':
      return [];
  }
}

function asSerialised(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
