// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/** One deprecated subject (spec/deprecations.yaml). Dates are YYYY-MM-DD (UTC). */
export interface Deprecation {
  id: string;
  subject: { method: string; path: string };
  announced: string;
  sunset: string;
  instead: string;
  link: string;
}

export const DEPRECATIONS: readonly Deprecation[] = [
  {
    "id": "oauth-dynamic-client-registration",
    "subject": {
      "method": "POST",
      "path": "/api/oauth/register"
    },
    "announced": "2026-09-06",
    "sunset": "2027-09-06",
    "instead": "a Client ID Metadata Document URL as `client_id`; existing registered client_ids keep working; only new registrations stop",
    "link": "/api/v1/changelog.json#oauth-dynamic-client-registration"
  }
];
