/**
 * All media browsers read (photos in every size, stay pictures and attachments, zip archives) comes
 * through CloudFront, from the site's own origin (/photos/…, /stages/…, /archives/…), with signed
 * URLs: each media behaviour trusts one key group, so only links the API signed open, the bytes come
 * from the nearest edge, and the media bucket is read by CloudFront alone (Origin Access Control;
 * Block Public Access on the bucket). The RSA signing key is made at deployment by a custom resource
 * and kept in Secrets Manager; only its public half reaches CloudFront and the template. The construct
 * keeps its first name (archive downloads): renaming it would replace the key and its secret.
 */
import { Annotations, type CfnResource, CustomResource, Duration, Stack } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
  type IResponseHeadersPolicy,
  KeyGroup,
  PublicKey,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import { CDN_MEDIA_PREFIXES, DOWNLOAD_NAME_PARAM } from '#shared/media-keys.js';
import { CDN_MEDIA_PATH_PATTERNS } from '#shared/site-paths.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

export interface ArchiveDownloadsProps {
  readonly storage: Storage;
  readonly distribution: Distribution;
  /** The site's security headers, on archive answers too. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** The origin links are made for (the custom domain when there is one). */
  readonly siteUrl: string;
}

export class ArchiveDownloads extends Construct {
  /** The custom resource's function that makes the signing key. */
  readonly keyMaker: PortalFunction;
  readonly privateKey: Secret;
  readonly publicKey: PublicKey;
  readonly keyGroup: KeyGroup;
  /** The cache policy of the media behaviours. */
  readonly cachePolicy: CachePolicy;
  /** What the API needs to sign media links. */
  readonly environment: Readonly<Record<string, string>>;

  constructor(
    scope: Construct,
    id: string,
    { storage, distribution, siteUrl, responseHeadersPolicy }: ArchiveDownloadsProps,
  ) {
    super(scope, id);
    // Created with a random placeholder; the custom resource below replaces it with the RSA key.
    this.privateKey = new Secret(this, 'SigningKey', {
      description:
        'Private key signing the CloudFront links of media: photos, stay files, zips (RSA 2048, PEM)',
    });
    acknowledge(this.privateKey, {
      'AwsSolutions-SMG4':
        'Rotating the archive signing key means a new CloudFront public key in the key group; it is a ' +
        'deployment (replace the custom resource) rather than a scheduled rotation. Links last 2 hours.',
    });

    const keyMaker = new PortalFunction(this, 'KeyMaker', {
      entry: 'functions/custom-resources/archive-signing-key.ts',
      description: 'Custom resource: generates the archive signing key once, answers its public half',
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: {},
    });
    this.keyMaker = keyMaker;
    // Reads the secret, and stores the generated key: no more.
    keyMaker.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.privateKey.secretArn],
      }),
    );
    justifyGrant(
      keyMaker.role,
      ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      'Runs only during deployments; its secret store is tested in memory (archive-signing-key.test.ts).',
    );
    const provider = new Provider(this, 'KeyProvider', { onEventHandler: keyMaker.fn });
    // The framework's function is plain JavaScript: arm64 like every function of the stack.
    (provider.node.findChild('framework-onEvent').node.defaultChild as CfnResource).addPropertyOverride(
      'Architectures',
      ['arm64'],
    );
    acknowledge(provider, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        "The Provider framework's own function uses AWSLambdaBasicExecutionRole to write its logs.",
      [wildcardResource(this, `${keyMaker.fn.functionArn}:*`)]:
        'The Provider framework may invoke the key-maker function and its versions (function ARN + :*).',
    });
    const signingKey = new CustomResource(this, 'SigningKeyPair', {
      serviceToken: provider.serviceToken,
      properties: { SecretId: this.privateKey.secretArn },
    });

    this.publicKey = new PublicKey(this, 'PublicKey', {
      encodedKey: signingKey.getAttString('PublicKey'),
      comment: 'Verifies the signed links of media (photos, stay files, zip archives)',
    });
    this.keyGroup = new KeyGroup(this, 'KeyGroup', { items: [this.publicKey] });

    // The bucket is named, not referenced: its CORS rule already names the distribution, and a
    // reference each way would be a circular dependency. So the read grant is written here, limited
    // to the media prefixes and to this distribution (never uploads/, documents, imports, exports).
    const media = Bucket.fromBucketAttributes(this, 'MediaByName', {
      bucketName: storage.mediaName,
      region: Stack.of(this).region,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(media, { originAccessLevels: [AccessLevel.READ] });
    storage.media.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: CDN_MEDIA_PREFIXES.map((prefix) => storage.media.arnForObjects(`${prefix}*`)),
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
    Annotations.of(distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The bucket policy statement for this origin is added just above, on the bucket itself.',
    );
    // Media keys are immutable: a photo's variants are versioned (a rotation writes v2/…), an archive
    // key names one selection, a stay file gets a fresh key when replaced. So the edge keeps them a
    // year, at least a day even though the objects say `private` (aimed at shared proxies, not at
    // this CDN). The key is the path and the download name alone: the signature, which changes every
    // hour, is left out, so every family of the stay hits the same cached copy once the edge has it.
    this.cachePolicy = new CachePolicy(this, 'MediaCachePolicy', {
      comment: 'Media: immutable keys, signature out of the key, download name in it',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.allowList(DOWNLOAD_NAME_PARAM),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: false,
      enableAcceptEncodingGzip: false,
    });
    for (const pattern of CDN_MEDIA_PATH_PATTERNS) {
      distribution.addBehavior(pattern, origin, {
        trustedKeyGroups: [this.keyGroup],
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: this.cachePolicy,
        // JPEG and zip are compressed already: compressing again costs edge time for nothing.
        compress: false,
        responseHeadersPolicy,
      });
    }

    this.environment = {
      [envNames.mediaCdnUrl]: siteUrl,
      [envNames.mediaCdnKeyPairId]: this.publicKey.publicKeyId,
      [envNames.mediaCdnPrivateKeyArn]: this.privateKey.secretArn,
    };
  }
}
