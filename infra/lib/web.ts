/**
 * The site: a private S3 bucket read by CloudFront through Origin Access Control, `/api/*` forwarded
 * to the HTTP API on the same origin (no CORS for API calls), the shared security headers on every
 * answer, and text (the SPA's files, the API's JSON) compressed at the edge in brotli or gzip.
 */
import { Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_PREFIX } from '#shared/api-routes.js';
import { ORIGIN_VERIFY_HEADER } from '#shared/env-names.js';
import { SITE_FILE_FOLDERS, SITE_FILES } from '#shared/site-paths.js';
import { acknowledge } from './acknowledge.js';
import { securityHeadersPolicy } from './response-headers.js';
import { deploySite } from './site-deployment.js';

/**
 * SPA fallback on the default behaviour only: a path that is not one of the app's files is a page and
 * gets index.html, whose router shows the not-found page for unknown ones (never the bucket's
 * AccessDenied). The same rule as the local site server's (shared/site-paths.ts). Distribution-wide
 * error responses would also turn API 404s into HTML.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var parts = request.uri.split('/');
  var folders = ${JSON.stringify(SITE_FILE_FOLDERS)};
  var files = ${JSON.stringify(SITE_FILES)};
  var file = parts.length > 2 ? folders.indexOf(parts[1]) !== -1 : files.indexOf(parts[1]) !== -1;
  if (!file) request.uri = '/index.html';
  return request;
}`;

export interface WebProps {
  /** Host name of the HTTP API (execute-api). */
  readonly apiDomain: string;
  /** Sent to the API with every request, so the API can refuse requests that bypass CloudFront. */
  readonly originVerifySecret: ISecret;
  readonly logs: IBucket;
  /** Origins of presigned media URLs, allowed by the CSP. */
  readonly mediaOrigins: readonly string[];
  /** The built SPA (web/dist), when there is one to deploy. */
  readonly assetsPath?: string | undefined;
  /** Optional custom domain with its ACM certificate (us-east-1). */
  readonly domain?: { readonly name: string; readonly certificateArn: string } | undefined;
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The shared security headers, for behaviours added by other constructs. */
  readonly securityHeaders: IResponseHeadersPolicy;
  /** The origins the site is served from, for the media bucket's CORS rule. */
  readonly siteOrigins: string[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 's3/web/',
    });
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', props.mediaOrigins);
    this.securityHeaders = headers;
    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    // CloudFront compresses only under a cache policy that puts Accept-Encoding in the key, and such a
    // policy cannot have every TTL at 0 (the managed CachingDisabled policy compresses nothing, and the
    // API itself sends plain JSON). So the API gets a policy that keeps nothing in practice: a default
    // and minimum of 0 and the API's `Cache-Control: no-store` on every answer mean no answer is
    // stored; the 1 s maximum only exists to allow compression. The token and the whole query string
    // are in the key all the same, so even a stored answer could only go back to the same caller.
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: 'API: nothing stored, JSON compressed at the edge',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    const domain = props.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Portail photos',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Families and trainers are in France and Europe; the cheapest class covers them.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      ...(domain && {
        domainNames: [domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli and gzip are in this managed policy's key: the SPA's JS, CSS and HTML go out compressed.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(props.apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // A dynamic reference: CloudFormation resolves it at deployment, the template holds no secret.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          compress: true,
          // Everything but Host (API Gateway routes on its own host name), plus CloudFront-Viewer-Address
          // that the API uses as the caller's address for sign-in throttling.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.siteOrigins = [`https://${this.distribution.distributionDomainName}`];
    if (domain) this.siteOrigins.push(`https://${domain.name}`);

    acknowledge(this.distribution, {
      'AwsSolutions-CFR1':
        'No geo restriction: families follow stays abroad and must reach the photos from anywhere.',
      ...(!domain && {
        'AwsSolutions-CFR4':
          'Without the optional custom domain (context domainName + certificateArn) the distribution ' +
          'uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with a ' +
          'custom domain the minimum is TLSv1.2_2021.',
      }),
    });

    // web/dist exists only after `npm run build:web`; synth must work before any build, so the files
    // are deployed only when bin/app.ts found the folder.
    if (props.assetsPath) deploySite(this, props.assetsPath, this.bucket, this.distribution);
  }
}
