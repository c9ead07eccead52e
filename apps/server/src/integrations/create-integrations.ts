import path from 'node:path';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { createFacebookVerifier } from '../modules/auth/facebook-verifier';
import { createGoogleVerifier } from '../modules/auth/google-verifier';
import { createGoogleGeocoder } from './geocoding/google-geocoder';
import { createZipCentroidGeocoder } from './geocoding/zip-centroid-geocoder';
import { createBuiltInDocumentProvider } from './documents/built-in-document-provider';
import { createPandaDocClient } from './documents/pandadoc-client';
import type { Integrations } from './integrations';
import { createHttpLeadsService } from './leads/http-leads-service';
import { createTableLeadsService } from './leads/table-leads-service';
import { createLocalFileStorage } from './storage/local-file-storage';
import { createS3FileStorage } from './storage/s3-file-storage';
import { createProductionEstimator } from './production/create-production-estimator';
import { createHttpSmsClient } from './messaging/http-sms-client';
import { createSmtpMailer } from './messaging/smtp-mailer';

/** Real clients where configured, embedded defaults otherwise. */
export function createIntegrations(env: Env, db: Db): Integrations {
  return {
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
    }),
    documents: env.PANDADOC_API_KEY
      ? createPandaDocClient({ apiKey: env.PANDADOC_API_KEY, baseUrl: env.PANDADOC_BASE_URL })
      : createBuiltInDocumentProvider(),
    leads: env.LEADS_API_URL
      ? createHttpLeadsService({
          baseUrl: env.LEADS_API_URL,
          ...(env.LEADS_API_TOKEN ? { token: env.LEADS_API_TOKEN } : {}),
        })
      : createTableLeadsService(db),
    fileStorage:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? createS3FileStorage({
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            credentials: {
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            },
          })
        : createLocalFileStorage(path.join(env.DATA_DIR, 'files')),
    mailer: env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.SMTP_FROM }) : null,
    sms: env.SMS_API_URL
      ? createHttpSmsClient({
          baseUrl: env.SMS_API_URL,
          from: env.SMS_FROM,
          ...(env.SMS_API_TOKEN ? { token: env.SMS_API_TOKEN } : {}),
        })
      : null,
  };
}
