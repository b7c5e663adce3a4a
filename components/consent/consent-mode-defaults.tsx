import { consentModeDefaultScript } from '@/config/consent';

/** Google Consent Mode v2 defaults (all denied); must be the first script in `<head>`. */
export function ConsentModeDefaults() {
  return (
    <script
      id="consent-mode-defaults"
      dangerouslySetInnerHTML={{ __html: consentModeDefaultScript }}
    />
  );
}
