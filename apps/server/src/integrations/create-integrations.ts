import path from 'node:path';
import { hasObjectStorage, type Env } from '../config/env';
import type { Db } from '../db/client';
import { createFacebookVerifier } from '../modules/auth/facebook-verifier';
import { createGoogleVerifier } from '../modules/auth/google-verifier';
import { createGoogleGeocoder } from './geocoding/google-geocoder';
import { createZipCentroidGeocoder } from './geocoding/zip-centroid-geocoder';
import { createBuiltInDocumentProvider } from './documents/built-in-document-provider';
import { createPandaDocClient } from './documents/pandadoc-client';
import type { Integrations } from './integrations';
import { createHttpCrmClient } from './crm/http-crm-client';
import { createTableCrmService } from './crm/table-crm-service';
import { createHttpLenderClient } from './lender/lender-service';
import type { JobRunner } from '../jobs/job-runner';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { createHttpLeadsService } from './leads/http-leads-service';
import { createTableLeadsService } from './leads/table-leads-service';
import { createLocalFileStorage } from './storage/local-file-storage';
import { createS3FileStorage } from './storage/s3-file-storage';
import { createProductionEstimator } from './production/create-production-estimator';
import { createHttpSmsClient } from './messaging/http-sms-client';
import { createSmtpNotificationMailer } from './messaging/smtp-mailer';
import { smtpOptions } from './mail/smtp-transport';

/** Real clients where configured, embedded defaults otherwise. */
export function createIntegrations(
  env: Env,
  db: Db,
  jobs: JobRunner,
  log?: { warn(details: object, message: string): void },
): Integrations {
  const smtp = smtpOptions(env);
  const integrations: Integrations = {
    verifyGoogleIdToken: env.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL })
      : null,
    verifyFacebookToken:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? createFacebookVerifier({
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL,
            apiVersion: env.FACEBOOK_API_VERSION,
          })
        : null,
    geocoder: env.GOOGLE_MAPS_API_KEY
      ? createGoogleGeocoder({ apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_MAPS_BASE_URL })
      : createZipCentroidGeocoder(),
    productionEstimator: createProductionEstimator({
      nrelApiKey: env.NREL_API_KEY,
      pvwattsBaseUrl: env.PVWATTS_BASE_URL,
      weatherDir: env.WEATHER_DIR,
      weatherPackFile: env.WEATHER_PACK === 'off' ? null : env.WEATHER_PACK,
      ...(log ? { log } : {}),
    }),
    documents: env.PANDADOC_API_KEY
      ? createPandaDocClient({ apiKey: env.PANDADOC_API_KEY, baseUrl: env.PANDADOC_BASE_URL })
      : createBuiltInDocumentProvider({ db, fileStorage: () => integrations.fileStorage }),
    leads: env.LEADS_API_URL
      ? createHttpLeadsService({
          baseUrl: env.LEADS_API_URL,
          ...(env.LEADS_API_TOKEN ? { token: env.LEADS_API_TOKEN } : {}),
        })
      : createTableLeadsService(db),
    fileStorage: hasObjectStorage(env)
      ? createS3FileStorage({
          endpoint: env.S3_ENDPOINT!,
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          },
        })
      : createLocalFileStorage(path.join(env.DATA_DIR, 'files')),
    lender: env.LENDER_API_URL
      ? createHttpLenderClient({
          baseUrl: env.LENDER_API_URL,
          ...(env.LENDER_API_KEY ? { apiKey: env.LENDER_API_KEY } : {}),
          timeoutMs: env.OUTSIDE_API_TIMEOUT_MS,
          retries: env.OUTSIDE_API_RETRIES,
        })
      : null,
    crm:
      env.CRM_API_URL && env.SITE_SURVEY_API_URL
        ? createHttpCrmClient({
            crm: {
              baseUrl: env.CRM_API_URL,
              ...(env.CRM_API_TOKEN ? { token: env.CRM_API_TOKEN } : {}),
              timeoutMs: env.OUTSIDE_API_TIMEOUT_MS,
              retries: env.OUTSIDE_API_RETRIES,
            },
            siteSurvey: {
              baseUrl: env.SITE_SURVEY_API_URL,
              ...(env.SITE_SURVEY_API_TOKEN ? { token: env.SITE_SURVEY_API_TOKEN } : {}),
              timeoutMs: env.OUTSIDE_API_TIMEOUT_MS,
              retries: env.OUTSIDE_API_RETRIES,
            },
          })
        : createTableCrmService(db),
    mailer: smtp ? createSmtpMailer(db, smtp, jobs) : createOutboxMailer(db),
    notificationMailer: smtp ? createSmtpNotificationMailer(smtp) : null,
    sms: env.SMS_API_URL
      ? createHttpSmsClient({
          baseUrl: env.SMS_API_URL,
          from: env.SMS_FROM,
          ...(env.SMS_API_TOKEN ? { token: env.SMS_API_TOKEN } : {}),
        })
      : null,
  };
  return integrations;
}
