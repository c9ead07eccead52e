import type { DocumentProvider } from './documents/document-provider';
import type { Geocoder } from './geocoding/geocoder';
import type { LeadsService } from './leads/leads-service';
import type { CrmService } from './crm/crm-service';
import type { LenderService } from './lender/lender-service';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';
import type { ProductionEstimator } from './production/production-estimator';
import type { Mailer as NotificationMailer, SmsSender } from './messaging/messaging';

/**
 * Outside services, each behind an interface with a real client and an embedded default.
 * buildApp() creates them from the environment; tests pass their own (pointing at local fakes).
 */
export interface Integrations {
  /** Verifies a Google ID token; null when Google sign-in is not configured. */
  verifyGoogleIdToken: ((token: string) => Promise<string | null>) | null;
  /** Verifies a Facebook access token; null when Facebook sign-in is not configured. */
  verifyFacebookToken: ((token: string) => Promise<string | null>) | null;
  /** Address → coordinates: Google Geocoding when GOOGLE_MAPS_API_KEY is set, else ZIP centroids. */
  geocoder: Geocoder;
  /**
   * Monthly kWh per array: PVWatts with NREL_API_KEY, else the local engine on the nearest
   * WEATHER_DIR file or bundled TMY3 station within 250 km, else clear sky (approximate).
   */
  productionEstimator: ProductionEstimator;
  /** Contracts: PandaDoc when PANDADOC_API_KEY is set, else the built-in provider. */
  documents: DocumentProvider;
  /** Leads (baseline, split, appointment): the sales system's API with LEADS_API_URL, else the `leads` table. */
  leads: LeadsService;
  /** Uploaded files: S3-compatible storage when S3_* are set, else DATA_DIR/files. */
  fileStorage: FileStorage;
  /** Loans by reference number with LENDER_API_URL; null = the rep types the loan id. */
  lender: LenderService | null;
  /** CRM, home, site-survey and experience APIs with CRM_API_URL and SITE_SURVEY_API_URL, else our tables. */
  crm: CrmService;
  /** SMTP with SMTP_HOST, else the email outbox table. */
  mailer: Mailer;
  /** Notification email: SMTP when SMTP_HOST is set; null keeps deliveries in the outbox table. */
  notificationMailer: NotificationMailer | null;
  /** Notification texts: the SMS service at SMS_API_URL; null keeps them in the outbox table. */
  sms: SmsSender | null;
}
