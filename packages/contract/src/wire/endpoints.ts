/** The three server endpoints of the wire protocol (document 1 §7). */
export const ENDPOINTS = {
  login: 'loginctr.php',
  officeUser: 'ctrouV2.php',
  officeAdmin: 'ctroaV2.php',
} as const;

export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

export const API_BASE = '/api/';
