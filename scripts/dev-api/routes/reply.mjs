// Shapes of the answers the route handlers return to the dispatcher (../index.mjs):
//   { json, status?, headers?, bare? }          — JSON; `bare` = no envelope (query_safe, footer tips)
//   { bytes, contentType, status?, headers? }   — anything else (PNG icons)

/** The usual envelope; the market calls succeed with code 200 (CONTRACT §4). */
export function ok(data, code = 0) {
  return { json: { code, message: 'Success', data } };
}

export function failure(code, message) {
  return { json: { code, message, data: null } };
}

/** JSON without the envelope. */
export function bare(json, headers) {
  return { json, bare: true, headers };
}

// What the real server answers to a user-only call without a session.
export const LOGIN_REQUIRED_CODE = 10001;

export function loginRequired() {
  return failure(LOGIN_REQUIRED_CODE, 'Please log in first');
}

/** Answers `build()` for a logged-in scenario and "log in first" otherwise. */
export function forUser(build) {
  return (ctx) => (ctx.state.login ? build(ctx) : loginRequired());
}
