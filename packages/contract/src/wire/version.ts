/**
 * The wire's version (semver), carried by every request a browser app sends as
 * `X-Contract-Version`. The server accepts every minor of its own major; an app built against
 * another major is told to reload (docs/decisions/versioned-wire.md). Kept equal to the
 * contract package's version, and moved by the rules the `contract` stage of `npm test` checks
 * against the committed wire snapshot: a breaking change needs a major, an addition a minor.
 */
export const CONTRACT_VERSION = '1.3.0';

export const CONTRACT_VERSION_HEADER = 'X-Contract-Version';

/** What an app built against another major of the wire shows in its area. */
export const CONTRACT_SKEW_TEXT = 'This part of the system has been updated. Please reload the page.';

/** The major of a semver version text; NaN when it is not one. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.\d+\.\d+$/.exec(version.trim());
  return match ? Number(match[1]) : NaN;
}

/** Whether a caller built against `version` may talk to this wire: the same major. */
export function sameMajor(version: string, own = CONTRACT_VERSION): boolean {
  return majorOf(version) === majorOf(own);
}
