/**
 * Which request errors are the client's fault, and what to answer them with. body-parser and
 * raw-body throw http-errors errors with a 4xx status and a `type`; a corrupt compressed body comes
 * as zlib's own error, wrapped with status 400. These are answered 4xx with -32700 (the body could
 * not be read as JSON) or -32600 (anything else about the request), never -32603 "Internal error".
 */

/** What body-parser and zlib throw: an http-errors error with a status and a `type`, or a zlib error. */
export interface HttpError {
  status?: number;
  type?: string;
  code?: string;
  message?: string;
  charset?: string;
  encoding?: string;
  errno?: number;
}

/**
 * A request error that is the client's fault, as the status, JSON-RPC code and message to answer
 * with; undefined for the server's own failures. http-errors marks client errors with a 4xx status.
 */
export function clientError(err: HttpError, bodyLimitBytes: number): { status: number; code: number; message: string } | undefined {
  const status = typeof err.status === 'number' ? err.status : 0;
  if (status < 400 || status >= 500) return undefined;
  switch (err.type) {
    case 'entity.too.large':
      return { status: 413, code: -32600, message: `Invalid Request: request body over ${bodyLimitBytes} bytes` };
    case 'entity.parse.failed':
      return { status: 400, code: -32700, message: 'Parse error: the body is not valid JSON' };
    case 'charset.unsupported':
      return { status: 415, code: -32600, message: `Invalid Request: unsupported charset ${JSON.stringify(String(err.charset ?? '').slice(0, 40))}; send JSON in UTF-8` };
    case 'encoding.unsupported':
      return { status: 415, code: -32600, message: `Invalid Request: unsupported Content-Encoding ${JSON.stringify(String(err.encoding ?? '').slice(0, 40))}; send the body uncompressed (identity) or as gzip, deflate or br` };
    case 'request.aborted':
      return { status: 400, code: -32600, message: 'Invalid Request: the request was aborted before its body was read' };
    case 'request.size.invalid':
      return { status: 400, code: -32600, message: 'Invalid Request: the body is not as long as its Content-Length says' };
  }
  // zlib's errors (a corrupt gzip, deflate or brotli stream) come with zlib's errno and no type.
  if (err.type === undefined && typeof err.errno === 'number') {
    return { status: 400, code: -32700, message: 'Parse error: the body could not be decompressed (corrupt Content-Encoding stream)' };
  }
  return { status, code: -32600, message: `Invalid Request: ${String(err.message ?? 'bad request').slice(0, 200)}` };
}
